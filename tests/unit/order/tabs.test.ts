import { describe, expect, it } from "vitest";
import { ORDER_TABS, REFUND_TABS } from "../../../resources/order/shared/tabs";
import { countOf, tabOf } from "../../../src/widgets/tabbedList/tabs";
import { filterQuery, readFilters, writeFilters } from "../../../src/widgets/tabbedList/listState";
import zh from "../../../locales/zh-CN/order.json";
import enums from "../../../locales/zh-CN/enums.json";

describe("order tabs", () => {
  it("are the eight tabs of the contract, 待核销 counted under `verification`", () => {
    expect(ORDER_TABS.map((t) => t.value)).toEqual(["all", "notShipped", "spike", "awaitVerification", "receiving", "complete", "refunded", "deleted"]);
    expect(ORDER_TABS.find((t) => t.value === "awaitVerification")?.count).toBe("verification");
    expect(ORDER_TABS.map((t) => zh.tabs[t.value])).toEqual(["全部", "待发货", "待收货", "待核销", "已收货", "已完成", "已退款", "已删除"]);
  });

  it("after-sales tabs follow the contract's order with its count keys", () => {
    expect(REFUND_TABS.map((t) => t.value)).toEqual(["9", "0", "2", "4", "5", "6", "1", "3"]);
    expect(REFUND_TABS.map((t) => t.count)).toEqual(["all", "await", "refunding", "awaitReturning", "awaitReceiving", "revoke", "reject", "refunded"]);
    const label = (key: string) => (key.startsWith("enums.") ? (enums.refundStatus as Record<string, string>)[key.split(".")[2]!] : zh.refund.tabs.all);
    expect(REFUND_TABS.map((t) => label(t.label))).toEqual(["全部", "待审核", "退款中", "用户退货", "商家待收货", "已撤销", "商家拒绝", "已退款"]);
  });

  it("an unknown or missing tab falls back to 全部", () => {
    expect(tabOf(ORDER_TABS, "spike").value).toBe("spike");
    expect(tabOf(ORDER_TABS, "unPaid").value).toBe("all");
    expect(tabOf(REFUND_TABS, undefined).value).toBe("9");
  });

  it("reads a count only once it is a number", () => {
    expect(countOf({ verification: 3 }, "verification")).toBe(3);
    expect(countOf({}, "verification")).toBeUndefined();
    expect(countOf(undefined, "all")).toBeUndefined();
  });
});

describe("list filters in the address", () => {
  const fields = ["orderNo", "type", "dateLimit"] as const;
  it("keep blanks as empty filters (so a merge clears them) and drop them from the query", () => {
    const filters = writeFilters({ orderNo: "  PT1 ", type: "" }, fields);
    expect(filters).toEqual([
      { field: "orderNo", operator: "eq", value: "PT1" },
      { field: "type", operator: "eq", value: undefined },
      { field: "dateLimit", operator: "eq", value: undefined },
    ]);
    expect(filterQuery({ orderNo: "PT1", type: "0" }, fields)).toEqual({ orderNo: "PT1", type: "0" });
  });

  it("read back values the address gave as text or numbers", () => {
    expect(readFilters([{ field: "type", operator: "eq", value: 0 }, { field: "orderNo", operator: "eq", value: "" }], fields)).toEqual({ type: "0" });
  });
});
