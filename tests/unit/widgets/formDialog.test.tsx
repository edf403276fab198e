import "@ant-design/v5-patch-for-react-19";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { cleanup, configure, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { Form, Input, Select } from "antd";
import { FormDialog, type FormDialogProps } from "../../../src/widgets/FormDialog";
import { useLocale } from "../shell/i18n";
import { stubMatchMedia } from "../library/matchMedia";

configure({ asyncUtilTimeout: 5000 });
afterEach(cleanup);
beforeAll(() => {
  stubMatchMedia();
  return useLocale("zh-CN");
});

type NameDialogProps = { onSubmit: (values: { name: string }) => Promise<unknown>; onClose?: () => void } & Pick<
  FormDialogProps<{ name: string }>,
  "okDisabled" | "before" | "after" | "labelWidth"
>;

function NameDialog({ onSubmit, onClose = () => undefined, ...more }: NameDialogProps) {
  const [form] = Form.useForm<{ name: string }>();
  return (
    <FormDialog title="改名" form={form} initialValues={{ name: "" }} onSubmit={onSubmit} onClose={onClose} okTestId="name-ok" formTestId="name-form" {...more}>
      <Form.Item name="name" label="名称" rules={[{ required: true, message: "请输入名称" }]}>
        <Input data-testid="name-input" />
      </Form.Item>
    </FormDialog>
  );
}

describe("FormDialog", () => {
  it("an Escape in an open list closes the list only; the next one closes the dialog", async () => {
    const onClose = vi.fn();
    function KindDialog() {
      const [form] = Form.useForm<{ kind?: string }>();
      return (
        <FormDialog title="种类" form={form} initialValues={{}} onSubmit={async () => undefined} onClose={onClose}>
          <Form.Item name="kind" label="种类">
            <Select options={[{ value: "a", label: "甲" }]} data-testid="kind" />
          </Form.Item>
        </FormDialog>
      );
    }
    render(<KindDialog />);
    const combobox = screen.getByRole("combobox");
    fireEvent.mouseDown(combobox);
    await waitFor(() => expect(combobox).toHaveAttribute("aria-expanded", "true"));
    fireEvent.keyDown(combobox, { key: "Escape", keyCode: 27 });
    expect(onClose).not.toHaveBeenCalled();
    await waitFor(() => expect(combobox).toHaveAttribute("aria-expanded", "false"));
    fireEvent.keyDown(combobox, { key: "Escape", keyCode: 27 });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("saves nothing while a rule fails, and shows the rule's message under its field", async () => {
    const onSubmit = vi.fn(async () => undefined);
    render(<NameDialog onSubmit={onSubmit} />);
    expect(screen.getByTestId("name-ok")).toHaveTextContent(/确\s*定/);
    expect(screen.getByRole("button", { name: /取\s*消/ })).toBeInTheDocument();
    fireEvent.click(screen.getByTestId("name-ok"));
    expect(await screen.findByText("请输入名称")).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("hands the typed values to the save, busy until it ends", async () => {
    let finish!: () => void;
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<NameDialog onSubmit={onSubmit} />);
    fireEvent.change(screen.getByTestId("name-input"), { target: { value: "新名字" } });
    fireEvent.click(screen.getByTestId("name-ok"));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: "新名字" }));
    await waitFor(() => expect(screen.getByTestId("name-ok")).toHaveClass("ant-btn-loading"));
    finish();
    await waitFor(() => expect(screen.getByTestId("name-ok")).not.toHaveClass("ant-btn-loading"));
  });

  it("stays open with what was typed when the save fails", async () => {
    const onSubmit = vi.fn(async () => Promise.reject(new Error("code 400")));
    const onClose = vi.fn();
    render(<NameDialog onSubmit={onSubmit} onClose={onClose} />);
    fireEvent.change(screen.getByTestId("name-input"), { target: { value: "保留我" } });
    fireEvent.click(screen.getByTestId("name-ok"));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    await waitFor(() => expect(screen.getByTestId("name-ok")).not.toHaveClass("ant-btn-loading"));
    expect(screen.getByTestId("name-input")).toHaveValue("保留我");
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByTestId("name-form")).toBeInTheDocument();
  });

  it("okDisabled: OK cannot be pressed and nothing is saved", async () => {
    const onSubmit = vi.fn(async () => undefined);
    render(<NameDialog onSubmit={onSubmit} okDisabled />);
    fireEvent.change(screen.getByTestId("name-input"), { target: { value: "新名字" } });
    expect(screen.getByTestId("name-ok")).toBeDisabled();
    fireEvent.click(screen.getByTestId("name-ok"));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("before and after: shown above and below the form, outside it", () => {
    render(<NameDialog onSubmit={async () => undefined} before={<p data-testid="summary">余额</p>} after={<p data-testid="note">待审核</p>} />);
    const form = screen.getByTestId("name-form");
    const summary = screen.getByTestId("summary");
    const note = screen.getByTestId("note");
    expect(form).not.toContainElement(summary);
    expect(form).not.toContainElement(note);
    expect(summary.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(note.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_PRECEDING).toBeTruthy();
  });

  it("labelWidth: labels above by default, beside in a fixed column (a string) or in grid columns (a number)", () => {
    const labelOf = () => screen.getByText("名称").closest(".ant-form-item-label") as HTMLElement;
    const { unmount } = render(<NameDialog onSubmit={async () => undefined} />);
    expect(screen.getByTestId("name-form")).toHaveClass("ant-form-vertical");
    unmount();
    const fixed = render(<NameDialog onSubmit={async () => undefined} labelWidth="110px" />);
    expect(screen.getByTestId("name-form")).toHaveClass("ant-form-horizontal");
    expect(labelOf().style.flex).toContain("110px");
    fixed.unmount();
    render(<NameDialog onSubmit={async () => undefined} labelWidth={6} />);
    expect(screen.getByTestId("name-form")).toHaveClass("ant-form-horizontal");
    expect(labelOf()).toHaveClass("ant-col-6");
  });
});
