import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, configure, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { Button, Form, Input, InputNumber } from "antd";
import { WithAddons } from "../../../src/widgets/WithAddons";
import { stubMatchMedia } from "../library/matchMedia";

// An isolated file: antd says each deprecation once per module registry, so a shared one could
// have said it already in another file.
configure({ asyncUtilTimeout: 5000 });
stubMatchMedia();
const consoleErrors = vi.spyOn(console, "error");
afterEach(cleanup);

const antdWarnings = () => consoleErrors.mock.calls.map((call) => String(call[0])).filter((message) => message.includes("[antd:"));

describe("WithAddons", () => {
  it("joins the unit to the input inside a Form.Item: the label names the input, and what is typed is the field's value", async () => {
    const onFinish = vi.fn();
    render(
      <Form onFinish={onFinish} initialValues={{ money: 5 }}>
        <Form.Item name="money" label="面值">
          <WithAddons after="元">
            <InputNumber data-testid="money" />
          </WithAddons>
        </Form.Item>
        <Button htmlType="submit">save</Button>
      </Form>,
    );
    const input = screen.getByLabelText("面值");
    expect(input).toBe(screen.getByTestId("money"));
    expect(input).toHaveValue("5");
    const unit = screen.getByText("元");
    expect(input.closest(".ant-space-compact")).not.toBeNull();
    expect(unit.closest(".ant-space-compact")).toBe(input.closest(".ant-space-compact"));

    fireEvent.change(input, { target: { value: "12" } });
    fireEvent.click(screen.getByText("save"));
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ money: 12 }));
  });

  it("puts a label before the input, and leaves an input without addons as it is", () => {
    render(
      <>
        <WithAddons before="纬度">
          <Input data-testid="latitude" />
        </WithAddons>
        <WithAddons before="" after={undefined}>
          <Input data-testid="plain" />
        </WithAddons>
      </>,
    );
    const label = screen.getByText("纬度");
    expect(label.compareDocumentPosition(screen.getByTestId("latitude")) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByTestId("plain").closest(".ant-space-compact")).toBeNull();
  });

  it("names the input by the text before it only when asked", () => {
    render(
      <>
        <WithAddons before="经度" names>
          <Input data-testid="longitude" />
        </WithAddons>
        <WithAddons before="提示">
          <Input data-testid="unnamed" />
        </WithAddons>
      </>,
    );
    expect(screen.getByRole("textbox", { name: "经度" })).toBe(screen.getByTestId("longitude"));
    expect(screen.getByTestId("unnamed")).not.toHaveAttribute("aria-labelledby");
  });

  it("draws no antd deprecation warning", () => {
    expect(antdWarnings()).toEqual([]);
  });
});
