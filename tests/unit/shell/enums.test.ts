import { describe, expect, it } from "vitest";
import * as order from "../../../src/enums/order";
import * as videoChannel from "../../../src/enums/videoChannel";
import * as finance from "../../../src/enums/finance";
import * as marketing from "../../../src/enums/marketing";
import * as live from "../../../src/enums/live";
import * as common from "../../../src/enums/common";
import * as system from "../../../src/enums/system";
import { enumLabel, type EnumTable } from "../../../src/enums/enumTable";
import { bundleOf } from "./i18n";

const tables = { ...order, ...videoChannel, ...finance, ...marketing, ...live, ...common, ...system } as Record<string, EnumTable>;
const resolve = (bundle: Record<string, unknown>, key: string) =>
  key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], bundle);
const zh = bundleOf("zh-CN");
const en = bundleOf("en-US");
const t = (key: string) => String(resolve(zh, key) ?? key);

describe("enumeration tables", () => {
  it("have a label in both languages for every value", () => {
    expect(Object.keys(tables).length).toBeGreaterThanOrEqual(30);
    for (const [name, table] of Object.entries(tables)) {
      for (const entry of table) {
        expect(typeof resolve(zh, entry.label), `${name} ${entry.label} zh`).toBe("string");
        expect(typeof resolve(en, entry.label), `${name} ${entry.label} en`).toBe("string");
      }
    }
  });
  it("order status matches spec doc 2 §4", () => {
    expect(order.ORDER_STATUS.map((e) => [e.value, t(e.label)])).toEqual([
      [0, "待付款"], [1, "待发货"], [2, "部分发货"], [3, "待核销"], [4, "待收货"], [5, "已收货"], [6, "已完成"], [9, "已取消"],
    ]);
  });
  it("room show follows the contract: 0 hidden, 1 shown", () => {
    expect(enumLabel(live.ROOM_SHOW, 0, t)).toBe("不显示");
    expect(enumLabel(live.ROOM_SHOW, 1, t)).toBe("显示");
  });
  it("show/hide, switch and deleted use the spec's words", () => {
    expect(enumLabel(common.SHOW_HIDE, 1, t)).toBe("显示");
    expect(enumLabel(common.SHOW_HIDE, 0, t)).toBe("不显示");
    expect(enumLabel(common.SWITCH_STATUS, 1, t)).toBe("开启");
    expect(enumLabel(common.SWITCH_STATUS, 0, t)).toBe("关闭");
    expect(enumLabel(common.DELETED, 1, t)).toBe("已删除");
    expect(enumLabel(common.DELETED, 0, t)).toBe("正常");
  });
  it("platform status is the edit status without takedowns", () => {
    expect(videoChannel.PLATFORM_STATUS.map((e) => e.value)).toEqual([1, 2, 3, 4]);
    expect(videoChannel.PRODUCT_EDIT_STATUS.map((e) => e.value)).toEqual([-1, -2, -3, 1, 2, 3, 4]);
  });
  it("category types and config categories match spec doc 1 §9", () => {
    expect(system.CATEGORY_TYPE.map((e) => e.value)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(system.CONFIG_CATEGORY.map((e) => [e.value, t(e.label)])).toEqual([[0, "系统"], [1, "应用"], [2, "支付"], [3, "其它"]]);
  });
  it("unknown values show as themselves", () => {
    expect(enumLabel(order.ORDER_STATUS, 42, t)).toBe("42");
  });
});
