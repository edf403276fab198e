import { beforeAll, describe, expect, it } from "vitest";
import i18next from "i18next";
import { buildRules, fieldRules, RULE_TRIGGERS } from "../../../src/widgets/formConfig/rules";
import { genericRules, validateMessages } from "../../../src/widgets/formConfig/genericRules";
import { parsePattern } from "../../../src/widgets/formConfig/patterns";
import type { FieldScheme } from "../../../src/widgets/formConfig/types";
import { useLocale } from "../shell/i18n";

const t = (key: string, vars?: Record<string, unknown>) => i18next.t(key, vars);
beforeAll(() => useLocale("zh-CN"));

const field = (tag: string, config: Partial<FieldScheme["__config__"]> = {}, extra: Partial<FieldScheme> = {}): FieldScheme => ({
  __config__: {
    label: "名称",
    tag,
    layout: "colFormItem",
    required: true,
    regList: [],
    ...config,
  },
  __vModel__: "name",
  ...extra,
});

describe("rule triggers for each widget", () => {
  const cases: [string, "onBlur" | "onChange"][] = [
    ["el-input", "onBlur"],
    ["el-input-number", "onBlur"],
    ["el-select", "onChange"],
    ["el-radio-group", "onChange"],
    ["el-checkbox-group", "onChange"],
    ["el-cascader", "onChange"],
    ["el-time-picker", "onChange"],
    ["el-date-picker", "onChange"],
    ["el-rate", "onChange"],
  ];
  it.each(cases)("%s validates on %s", (tag, trigger) => {
    expect(fieldRules(field(tag), t)[0]!.validateTrigger).toBe(trigger);
  });
  it("covers exactly the widgets of the spec", () => {
    expect(Object.keys(RULE_TRIGGERS).sort()).toEqual(cases.map(([tag]) => tag).sort());
  });
  it("a widget without a trigger (switch, upload) still gets its rule, checked on change and submit", () => {
    const [rule] = fieldRules(field("el-switch"), t);
    expect(rule).toEqual({ required: true, message: "名称不能为空" });
  });
});

describe("required messages", () => {
  it("uses the placeholder when there is one", () => {
    expect(fieldRules(field("el-input", {}, { placeholder: "请输入公众号名称" }), t)).toEqual([
      {
        required: true,
        message: "请输入公众号名称",
        validateTrigger: "onBlur",
      },
    ]);
  });
  it("otherwise '{label} cannot be empty'", () => {
    expect(fieldRules(field("el-select", { label: "秒杀时段" }), t)[0]!.message).toBe("秒杀时段不能为空");
  });
  it("for array values 'please choose at least one {label}', typed as an array", () => {
    const [rule] = fieldRules(field("el-checkbox-group", { label: "爱好", defaultValue: [] }, { placeholder: "ignored" }), t);
    expect(rule).toEqual({
      required: true,
      type: "array",
      message: "请至少选择一个爱好",
      validateTrigger: "onChange",
    });
  });
  it("fields holding numbers are required as numbers (antd checks an untyped rule with a trigger as text)", () => {
    const options = [
      { label: "一", value: 1 },
      { label: "二", value: 2 },
    ];
    expect(fieldRules(field("el-input-number"), t)[0]).toMatchObject({ required: true, type: "number" });
    expect(fieldRules(field("el-select", {}, { __slot__: { options } }), t)[0]).toMatchObject({ type: "number", validateTrigger: "onChange" });
    expect(fieldRules(field("el-radio-group", {}, { __slot__: { options } }), t)[0]).toMatchObject({ type: "number" });
    expect(fieldRules(field("el-select", {}, { __slot__: { options: [{ label: "甲", value: "a" }, ...options] } }), t)[0]!.type).toBeUndefined();
    expect(fieldRules(field("el-input"), t)[0]!.type).toBeUndefined();
  });
  it("no rule at all for an optional field without patterns", () => {
    expect(fieldRules(field("el-input", { required: false }), t)).toEqual([]);
  });
  it("English in en-US", async () => {
    await useLocale("en-US");
    expect(fieldRules(field("el-input", { label: "Token" }), t)[0]!.message).toBe("Token cannot be empty");
    expect(fieldRules(field("el-cascader", { label: "city", defaultValue: [] }), t)[0]!.message).toBe("Please choose at least one city");
    await useLocale("zh-CN");
  });
});

describe("regList patterns", () => {
  it("turns each pattern into a RegExp with its message, before required", () => {
    const rules = fieldRules(
      field("el-input", {
        regList: [{ pattern: "/^wx[0-9a-f]{16}$/", message: "AppID格式不正确" }],
      }),
      t,
    );
    expect(rules).toHaveLength(2);
    expect(rules[0]!.message).toBe("AppID格式不正确");
    expect(rules[0]!.pattern!.test("wx0123456789abcdef")).toBe(true);
    expect(rules[0]!.pattern!.test("wx123")).toBe(false);
    expect(rules[1]!.required).toBe(true);
  });
  it("reads /body/flags without evaluating code, drops stateful flags, ignores broken ones", () => {
    expect(parsePattern("/^abc$/i")!.test("ABC")).toBe(true);
    expect(parsePattern("/a/g")!.flags).toBe("");
    expect(parsePattern("^\\d+$")!.test("123")).toBe(true);
    expect(parsePattern("/([a-/")).toBeUndefined();
    expect(parsePattern("")).toBeUndefined();
  });
  it("keeps working on numbers (input-number patterns)", () => {
    const [rule] = fieldRules(
      field("el-input-number", {
        required: false,
        regList: [{ pattern: "/^[1-9]\\d*$/", message: "限购数量须为正整数" }],
      }),
      t,
    );
    expect(rule!.pattern!.test(String(3))).toBe(true);
    expect(rule!.validateTrigger).toBe("onBlur");
  });
});

describe("rules of a whole config", () => {
  it("keys rules by model name and walks row children", () => {
    const row: FieldScheme = {
      __config__: {
        layout: "rowFormItem",
        children: [field("el-input", { label: "内层" }, { __vModel__: "inner" })],
      },
      type: "flex",
    };
    const rules = buildRules([field("el-select", { label: "外层" }, { __vModel__: "outer" }), row], t);
    expect(Object.keys(rules).sort()).toEqual(["inner", "outer"]);
    expect(rules.inner![0]!.message).toBe("内层不能为空");
  });
});

describe("generic rule messages", () => {
  const g = () => genericRules(t);
  it("required: 请输入%s", () => expect(g().required("表单名称").message).toBe("请输入表单名称"));
  it("min, max, exact and range length", () => {
    expect(g().min("密码", 6)).toEqual({
      type: "string",
      min: 6,
      message: "密码最小长度为6",
    });
    expect(g().max("名称", 20).message).toBe("名称最大长度为20");
    expect(g().length("验证码", 4).message).toBe("验证码长度必须为4");
    expect(g().range("账号", 6, 30).message).toBe("账号长度为6-30");
  });
  it("pattern: %s格式错误", () => expect(g().pattern("邮箱", /@/).message).toBe("邮箱格式错误"));
  it("number: positive with up to 2 decimals, or 0", () => {
    const rule = g().number("价格");
    expect(rule.message).toBe("价格格式不正确");
    for (const ok of ["0", "1", "12.5", "0.35", "100.00"]) expect(rule.pattern!.test(ok)).toBe(true);
    for (const bad of ["-1", "01", "1.234", "abc", ""]) expect(rule.pattern!.test(bad)).toBe(false);
  });
  it("antd's fallback messages keep antd's placeholders", () => {
    const messages = validateMessages(t);
    expect(messages.required).toBe("请输入${label}");
    expect(messages.string.range).toBe("${label}长度为${min}-${max}");
    expect(messages.pattern.mismatch).toBe("${label}格式错误");
  });
});
