import { describe, expect, it } from "vitest";
import zh from "../../../locales/zh-CN/product.json";
import {
  addSpec,
  addValue,
  normaliseSpecs,
  parseRuleValue,
  removeSpec,
  removeValue,
  RULE_CLOSE_DELAY_MS,
  RULE_ERRORS,
  RULE_NAME_MAX,
  ruleBody,
  ruleNameError,
} from "../../../resources/product/attr/ruleForm";

/** The zh-CN text of a `product.…` key. */
const zhText = (key: string) =>
  key
    .split(".")
    .slice(1)
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], zh) as string;

describe("specification template form (spec doc 2 §5)", () => {
  it("shows the spec's exact Chinese messages", () => {
    expect(zhText(RULE_ERRORS.nameRequired)).toBe("请输入规格名称");
    expect(zhText(RULE_ERRORS.specRequired)).toBe("请添加规格名称");
    expect(zhText(RULE_ERRORS.valueRequired)).toBe("请添加属性");
    expect(zhText(RULE_ERRORS.atLeastOne)).toBe("请至少添加一条属性规格！");
    expect(zhText("product.rule.submitted")).toBe("提交成功");
    expect(RULE_CLOSE_DELAY_MS).toBe(1200);
  });

  it("the rule name is required, trimmed and at most 20 characters", () => {
    expect(RULE_NAME_MAX).toBe(20);
    expect(ruleNameError("")).toBe(RULE_ERRORS.nameRequired);
    expect(ruleNameError("   ")).toBe(RULE_ERRORS.nameRequired);
    expect(ruleNameError(undefined)).toBe(RULE_ERRORS.nameRequired);
    expect(ruleNameError("一".repeat(20))).toBeUndefined();
    expect(ruleNameError(`  ${"一".repeat(20)}  `)).toBeUndefined();
    expect(ruleNameError("一".repeat(21))).toBe(RULE_ERRORS.nameTooLong);
  });

  it("a new specification needs both a name and a value", () => {
    expect(addSpec([], "颜色", "")).toEqual({ error: RULE_ERRORS.specRequired });
    expect(addSpec([], "", "红")).toEqual({ error: RULE_ERRORS.specRequired });
    expect(addSpec([], "  ", " ")).toEqual({ error: RULE_ERRORS.specRequired });
    expect(addSpec([], " 颜色 ", " 红 ")).toEqual({ specs: [{ value: "颜色", detail: ["红"] }] });
  });

  it("a new value must not be empty", () => {
    const specs = [{ value: "颜色", detail: ["红"] }];
    expect(addValue(specs, 0, "")).toEqual({ error: RULE_ERRORS.valueRequired });
    expect(addValue(specs, 0, "  ")).toEqual({ error: RULE_ERRORS.valueRequired });
    expect(addValue(specs, 0, "蓝")).toEqual({ specs: [{ value: "颜色", detail: ["红", "蓝"] }] });
  });

  it("duplicate names and values are dropped", () => {
    const specs = [{ value: "颜色", detail: ["红"] }];
    expect(addValue(specs, 0, "红")).toEqual({ specs });
    // A specification name already there takes the value instead of a second specification.
    expect(addSpec(specs, "颜色", "蓝")).toEqual({ specs: [{ value: "颜色", detail: ["红", "蓝"] }] });
    expect(addSpec(specs, "颜色", "红")).toEqual({ specs });
    expect(
      normaliseSpecs([
        { value: "颜色", detail: ["红", "红", " "] },
        { value: "颜色", detail: ["蓝"] },
        { value: "尺码", detail: [] },
      ]),
    ).toEqual([{ value: "颜色", detail: ["红"] }]);
  });

  it("values and specifications can be removed", () => {
    const specs = [
      { value: "颜色", detail: ["红", "蓝"] },
      { value: "尺码", detail: ["S"] },
    ];
    expect(removeValue(specs, 0, "红")).toEqual([{ value: "颜色", detail: ["蓝"] }, specs[1]]);
    expect(removeSpec(specs, 0)).toEqual([specs[1]]);
  });

  it("submitting needs at least one specification and sends ruleValue as a JSON string of [{value, detail}]", () => {
    expect(ruleBody("尺码模板", [])).toEqual({ error: RULE_ERRORS.atLeastOne });
    expect(ruleBody("", [{ value: "颜色", detail: ["红"] }])).toEqual({ error: RULE_ERRORS.nameRequired });
    const body = ruleBody("  服装规格  ", [
      { value: "颜色", detail: ["红", "蓝"] },
      { value: "尺码", detail: ["S"] },
    ]);
    expect(body).toEqual({ ruleName: "服装规格", ruleValue: '[{"value":"颜色","detail":["红","蓝"]},{"value":"尺码","detail":["S"]}]' });
    expect(typeof (body as { ruleValue: string }).ruleValue).toBe("string");
  });

  it("reads stored templates, also in the backend's documented {title, detail} spelling", () => {
    expect(parseRuleValue('[{"value":"颜色","detail":["红"]}]')).toEqual([{ value: "颜色", detail: ["红"] }]);
    expect(parseRuleValue('[{"title":"尺码","detail":["S","M"]}]')).toEqual([{ value: "尺码", detail: ["S", "M"] }]);
    expect(parseRuleValue("not json")).toEqual([]);
    expect(parseRuleValue(null)).toEqual([]);
  });
});
