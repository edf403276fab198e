/**
 * Issue 23: the console-wide repairs of antd's dialogs and forms that axe found in the areas'
 * dialogs — a required select's aria-required moved onto its combobox, drawer bodies as named
 * Tab stops. (Focus given back after a dialog: dialogFocusReturn.test.ts, and in a real layout tests/e2e/a11yDialogs.spec.ts.)
 */
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { cleanup, render, screen } from "@testing-library/react";
import { Checkbox, Drawer, Form, Radio, Select } from "antd";
import { watchSelectRequired } from "../../../src/widgets/selectRequiredAria";
import { watchScrollRegions } from "../../../src/widgets/scrollRegions";
import { stubMatchMedia } from "../library/matchMedia";

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeAll(() => stubMatchMedia());

/** A form with a required select (test id `courier`). */
const renderRequiredSelect = () =>
  render(
    <Form>
      <Form.Item name="courier" label="快递公司" rules={[{ required: true }]}>
        <Select options={[{ value: "SF", label: "顺丰" }]} data-testid="courier" />
      </Form.Item>
    </Form>,
  );
afterEach(cleanup);

describe("a required select", () => {
  it("says so on its combobox, not on its outer box", async () => {
    const stop = watchSelectRequired();
    renderRequiredSelect();
    await flush();
    expect(screen.getByTestId("courier")).not.toHaveAttribute("aria-required");
    expect(screen.getByRole("combobox")).toHaveAttribute("aria-required", "true");
    stop();
  });
});

describe("a required radio or checkbox group", () => {
  it("is a radiogroup that says so, or a checkbox group that keeps no attribute ARIA forbids there", async () => {
    const stop = watchSelectRequired();
    render(
      <Form>
        <Form.Item name="kind" label="类型" rules={[{ required: true }]}>
          <Radio.Group options={[{ value: 1, label: "实物" }]} data-testid="kind" />
        </Form.Item>
        <Form.Item name="roles" label="角色" rules={[{ required: true }]}>
          <Checkbox.Group options={[{ value: 1, label: "客服" }]} data-testid="roles" />
        </Form.Item>
      </Form>,
    );
    await flush();
    expect(screen.getByRole("radiogroup")).toHaveAttribute("aria-required", "true");
    expect(screen.getByTestId("roles")).not.toHaveAttribute("aria-required");
    stop();
  });
});

describe("a drawer's body", () => {
  it("is a Tab stop named by the drawer's title", async () => {
    const stop = watchScrollRegions();
    render(
      <Drawer open title="用户详情">
        <p>晴天小猪</p>
      </Drawer>,
    );
    await flush();
    const body = document.querySelector(".ant-drawer-body")!;
    expect(body).toHaveAttribute("tabindex", "0");
    expect(screen.getByRole("region", { name: "用户详情" })).toBe(body);
    stop();
  });
});

describe("a table's scrolling box", () => {
  it("is a Tab stop when it scrolls, and left alone when it does not", async () => {
    const stop = watchScrollRegions();
    const wide = Object.assign(document.createElement("div"), { className: "ant-table-content" });
    wide.style.overflow = "auto hidden";
    const narrow = Object.assign(document.createElement("div"), { className: "ant-table-content" });
    const wrapper = document.createElement("div");
    wrapper.append(wide, narrow);
    document.body.append(wrapper);
    await flush();
    expect(wide.tabIndex).toBe(0);
    expect(narrow).not.toHaveAttribute("tabindex");
    wrapper.remove();
    stop();
  });
});

describe("what the console's first render already shows", () => {
  // The console renders a page opened by its address in its first commit, before the effects
  // that start these watchers run: they must mend what is already there too.
  it("is mended when the watchers start: a scrolling table box, a required select", async () => {
    const wide = Object.assign(document.createElement("div"), { className: "ant-table-content" });
    wide.style.overflow = "auto hidden";
    document.body.append(wide);
    renderRequiredSelect();
    const stops = [watchScrollRegions(), watchSelectRequired()];
    expect(wide.tabIndex).toBe(0);
    expect(screen.getByRole("combobox")).toHaveAttribute("aria-required", "true");
    expect(screen.getByTestId("courier")).not.toHaveAttribute("aria-required");
    wide.remove();
    stops.forEach((stop) => stop());
  });
});
