import { describe, expect, it } from "vitest";
import { orderActions } from "../../../resources/order/list/rowActions";
import { refundActions } from "../../../resources/order/refund/rowActions";
import { eSheetState } from "../../../resources/order/ship/shipRules";
import { orderTimeline } from "../../../resources/order/detail/timeline";

const all = () => true;
const order = (status: number, refundStatus = 0, isUserDel = false) => ({ status, refundStatus, isUserDel });

describe("order row actions", () => {
  it("ship only awaiting or partly shipped orders not refunded", () => {
    expect(orderActions(order(1), all)).toContain("ship");
    expect(orderActions(order(2), all)).toContain("ship");
    expect(orderActions(order(4), all)).not.toContain("ship");
    expect(orderActions(order(1, 3), all)).not.toContain("ship");
  });

  it("refund paid orders without an open request; delete only what the buyer deleted", () => {
    expect(orderActions(order(0), all)).toEqual(["detail", "mark"]);
    expect(orderActions(order(5, 1), all)).not.toContain("refund");
    expect(orderActions(order(6, 2), all)).toContain("refund");
    expect(orderActions(order(9, 0, true), all)).toEqual(["detail", "mark", "delete"]);
  });

  it("show nothing the admin may not do", () => {
    expect(orderActions(order(1), (a) => a === "detail")).toEqual(["detail"]);
    expect(orderActions(order(1), () => false)).toEqual([]);
  });
});

describe("after-sales row actions", () => {
  it("audit when pending, receipt when awaiting the goods", () => {
    expect(refundActions({ refundStatus: 0 }, all)).toEqual(["detail", "audit", "mark"]);
    expect(refundActions({ refundStatus: 5 }, all)).toEqual(["detail", "receive", "rejectReceipt", "mark"]);
    expect(refundActions({ refundStatus: 3 }, all)).toEqual(["detail", "mark"]);
    expect(refundActions({ refundStatus: 0 }, (a) => a !== "audit")).toEqual(["detail", "mark"]);
  });
});

describe("e-sheet option", () => {
  it("is enabled only with the switch on, with a reason otherwise", () => {
    expect(eSheetState(1)).toEqual({ enabled: true });
    expect(eSheetState(0)).toEqual({ enabled: false, reason: "order.ship.eSheetOff" });
    expect(eSheetState(undefined)).toEqual({ enabled: false, reason: "order.ship.eSheetUnknown" });
  });
});

describe("order timeline", () => {
  it("orders placed, paid, each shipment and write-off by time", () => {
    const steps = orderTimeline({ createTime: "2026-01-01 10:00:00", payTime: "2026-01-01 10:05:00", verifyTime: null, paid: true }, [
      { createTime: "2026-01-03 09:00:00", totalNum: 1 },
      { createTime: "2026-01-02 09:00:00", totalNum: 2 },
    ]);
    expect(steps.map((s) => [s.label, s.values?.n])).toEqual([
      ["order.timeline.created", undefined],
      ["order.timeline.paid", undefined],
      ["order.timeline.shipped", 2],
      ["order.timeline.shipped", 1],
    ]);
  });
});
