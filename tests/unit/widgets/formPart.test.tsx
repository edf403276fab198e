import "@ant-design/v5-patch-for-react-19";
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { Form, Input, type FormInstance } from "antd";
import { FormPart } from "../../../src/widgets/FormPart";
import { stubMatchMedia } from "../library/matchMedia";

stubMatchMedia();
afterEach(cleanup);

function Editor({ bind }: { bind: (form: FormInstance) => void }) {
  const [form] = Form.useForm();
  bind(form);
  return (
    <Form form={form} component="div" data-testid="editor">
      <FormPart>
        <Form.Item name="name">
          <Input data-testid="name" />
        </Form.Item>
        <Form.Item name="unit">
          <Input data-testid="unit" />
        </Form.Item>
      </FormPart>
      <FormPart>
        <Form.Item name="price">
          <Input data-testid="price" />
        </Form.Item>
      </FormPart>
    </Form>
  );
}

describe("FormPart", () => {
  it("gives each part its own DOM form while the antd form keeps every value", () => {
    let form: FormInstance | undefined;
    render(<Editor bind={(f) => (form = f)} />);
    const name = screen.getByTestId("name") as HTMLInputElement;
    const price = screen.getByTestId("price") as HTMLInputElement;

    // The browser sees two forms: the name's holds its part's two fields, the price's one.
    expect(screen.getByTestId("editor").tagName).toBe("DIV");
    expect(name.form).not.toBeNull();
    expect(name.form).not.toBe(price.form);
    expect(name.form!.elements).toHaveLength(2);
    expect(price.form!.elements).toHaveLength(1);

    fireEvent.change(name, { target: { value: "连衣裙" } });
    fireEvent.change(price, { target: { value: "99" } });
    expect(form!.getFieldsValue()).toEqual({ name: "连衣裙", unit: undefined, price: "99" });
  });

  it("submits nothing when the browser submits a part (Enter in its only field)", () => {
    render(<Editor bind={() => undefined} />);
    const part = (screen.getByTestId("price") as HTMLInputElement).form!;
    const submit = new Event("submit", { bubbles: true, cancelable: true });
    part.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
  });

  it("without children is a hidden form that fields elsewhere join by its id (a SKU row's cells)", () => {
    render(
      <div>
        <FormPart id="row-1" />
        <input data-testid="price" form="row-1" />
        <input data-testid="stock" form="row-1" />
        <input data-testid="other" />
      </div>,
    );
    const row = (screen.getByTestId("price") as HTMLInputElement).form!;
    expect(row.id).toBe("row-1");
    expect(row.hidden).toBe(true);
    expect([...row.elements].map((e) => e.getAttribute("data-testid"))).toEqual(["price", "stock"]);
    expect((screen.getByTestId("other") as HTMLInputElement).form).toBeNull();
  });
});
