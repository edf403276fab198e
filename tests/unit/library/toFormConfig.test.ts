import { beforeAll, describe, expect, it } from "vitest";
import i18next from "i18next";
import { createItem } from "../../../resources/systemForm/builder/catalog";
import { toFormConfig } from "../../../resources/systemForm/builder/toFormConfig";
import { WIDGET_NAMES, type BuilderItem, type MobileItem } from "../../../resources/systemForm/builder/mobileForm";
import { buildRules } from "../../../src/widgets/formConfig/rules";
import { useLocale } from "../shell/i18n";

const t = (key: string, vars?: Record<string, unknown>) => i18next.t(key, vars);
beforeAll(() => useLocale("zh-CN"));
const NOW = new Date(2024, 4, 1, 9, 30);
const item = (data: MobileItem, key = `k_${data.name}`): BuilderItem => ({
  key,
  data,
});

describe("mobile form → renderer config", () => {
  it("maps every widget to a form-generator tag", () => {
    const items = WIDGET_NAMES.map((name, i) => item(createItem(name, i, t)));
    const conf = toFormConfig(items, t, NOW);
    expect(conf.formBtns).toBe(true);
    expect(conf.fields.map((f) => f.__config__.tag)).toEqual([
      "el-input",
      "el-input-number",
      "el-radio-group",
      "el-checkbox-group",
      "el-select",
      "el-date-picker",
      "el-date-picker",
      "el-time-picker",
      "el-time-picker",
      "el-cascader",
      "self-upload",
    ]);
    expect(conf.fields.every((f) => f.__config__.layout === "colFormItem" && f.__config__.required)).toBe(true);
  });

  it("carries the title, placeholder and options", () => {
    const select = createItem("selects", 1, t);
    select.titleConfig.val = "尺码";
    select.tipConfig!.val = "请选择尺码";
    select.wordsConfig!.list = [{ val: "S" }, { val: "M" }];
    const [field] = toFormConfig([item(select)], t, NOW).fields;
    expect(field!.__config__.label).toBe("尺码");
    expect(field!.placeholder).toBe("请选择尺码");
    expect(field!.__slot__!.options).toEqual([
      { label: "S", value: "S" },
      { label: "M", value: "M" },
    ]);
  });

  it("radios and checkboxes start with their default choices", () => {
    const radio = createItem("radios", 1, t);
    radio.wordsConfig!.list = [{ val: "男" }, { val: "女", show: true }];
    const check = createItem("checkboxs", 2, t);
    check.wordsConfig!.list = [{ val: "A", show: true }, { val: "B" }, { val: "C", show: true }];
    const [r, c] = toFormConfig([item(radio), item(check)], t, NOW).fields;
    expect(r!.__config__.defaultValue).toBe("女");
    expect(c!.__config__.defaultValue).toEqual(["A", "C"]);
  });

  it("text kinds and the text's own pattern become regList rules", () => {
    const phone = createItem("texts", 1, t);
    phone.titleConfig.val = "手机";
    phone.valConfig = {
      ...(phone.valConfig as {
        title: string;
        tabVal: number;
        type: "form";
        list: { name: string }[];
      }),
      tabVal: 1,
    };
    phone.regConfig = { pattern: "/^1/", message: "须以1开头" };
    const rules = buildRules(toFormConfig([item(phone, "phone")], t, NOW).fields, t).phone!;
    expect(rules.map((r) => r.message)).toEqual(["请输入正确的手机号", "须以1开头", "请输入"]);
    expect(rules[0]!.pattern!.test("13800138000")).toBe(true);
    expect(rules[0]!.pattern!.test("12345")).toBe(false);
  });

  it("a pattern without a message says '{label} has a wrong format'", () => {
    const code = createItem("texts", 1, t);
    code.titleConfig.val = "编码";
    code.regConfig = { pattern: "^[A-Z]+$", message: "" };
    const [field] = toFormConfig([item(code)], t, NOW).fields;
    expect(field!.__config__.regList).toEqual([{ pattern: "^[A-Z]+$", message: "编码格式错误" }]);
  });

  it("dates and times default to now, a given value, or nothing", () => {
    const date = createItem("dates", 1, t);
    const range = createItem("timeranges", 2, t);
    const given = createItem("dates", 3, t);
    Object.assign(given.valConfig!, { tabData: 1, specifyDate: "2024-06-18" });
    const hidden = createItem("dateranges", 4, t);
    Object.assign(hidden.valConfig!, { tabVal: 1 });
    const fields = toFormConfig([item(date, "a"), item(range, "b"), item(given, "c"), item(hidden, "d")], t, NOW).fields;
    expect(fields.map((f) => f.__config__.defaultValue)).toEqual(["2024-05-01", ["09:30", "09:30"], "2024-06-18", null]);
    expect(fields[1]!["is-range"]).toBe(true);
    expect(fields[3]!.type).toBe("daterange");
  });

  it("numbers keep their bounds and decimals; cities their depth; pictures their count", () => {
    const number = createItem("numbers", 1, t);
    number.rangeConfig = { min: 1, max: 99, precision: 2 };
    const city = createItem("citys", 2, t);
    const pictures = createItem("uploadPicture", 3, t);
    pictures.numConfig!.val = 3;
    const [n, c, p] = toFormConfig([item(number, "n"), item(city, "c"), item(pictures, "p")], t, NOW).fields;
    expect([n!.min, n!.max, n!.precision]).toEqual([1, 99, 2]);
    expect(c!.__config__.regionLevels).toBe(3);
    expect(c!.__config__.defaultValue).toEqual([]);
    expect([p!.multiple, p!.limit]).toEqual([true, 3]);
  });
});
