import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { act, cleanup, render } from "@testing-library/react";
import { Form, Input, InputNumber, type FormInstance } from "antd";
import i18next from "i18next";
import { categoryRules, normaliseCategoryName } from "../../../src/widgets/library/categoryRules";
import { useLocale } from "../shell/i18n";
import { stubMatchMedia } from "./matchMedia";

afterEach(cleanup);
beforeAll(() => {
  stubMatchMedia();
  return useLocale("zh-CN");
});

/** Validates values through a real antd form carrying the category rules. */
async function validate(values: Record<string, unknown>, currentId?: number): Promise<string[]> {
  let form: FormInstance | undefined;
  function Harness() {
    const [instance] = Form.useForm();
    form = instance;
    const rules = categoryRules(i18next.t.bind(i18next), currentId);
    return (
      <Form form={instance} initialValues={values}>
        <Form.Item name="pid" rules={rules.pid}>
          <InputNumber />
        </Form.Item>
        <Form.Item name="name" rules={rules.name}>
          <Input />
        </Form.Item>
      </Form>
    );
  }
  render(<Harness />);
  let messages: string[] = [];
  await act(async () => {
    await form!.validateFields().catch((error: { errorFields: { errors: string[] }[] }) => {
      messages = error.errorFields.flatMap((f) => f.errors);
    });
  });
  return messages;
}

describe("category form rules", () => {
  it("needs a parent: 请选择上级分类", async () => {
    expect(await validate({ name: "新品" })).toEqual(["请选择上级分类"]);
  });

  it("accepts the root (0) as the parent", async () => {
    expect(await validate({ pid: 0, name: "新品" })).toEqual([]);
  });

  it("needs a name, and blanks do not count: 请输入分类名称", async () => {
    expect(await validate({ pid: 0, name: "" })).toEqual(["请输入分类名称"]);
    expect(await validate({ pid: 0, name: "   " })).toEqual(["请输入分类名称"]);
  });

  it("refuses the category itself as its parent", async () => {
    expect(await validate({ pid: 12, name: "新品" }, 12)).toEqual(["上级分类不能选当前分类"]);
    expect(await validate({ pid: 3, name: "新品" }, 12)).toEqual([]);
  });

  it("stores the name trimmed", () => {
    expect(normaliseCategoryName("  春季 新品  ")).toBe("春季 新品");
  });

  it("speaks English in en-US", async () => {
    await useLocale("en-US");
    expect(await validate({})).toEqual(["Please choose the parent category", "Please enter the category name"]);
    await useLocale("zh-CN");
  });
});
