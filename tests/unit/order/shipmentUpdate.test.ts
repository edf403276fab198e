import { describe, expect, it } from "vitest";
import { shipmentUpdateBody } from "../../../resources/order/ship/shipmentUpdate";
import type { OrderInvoice } from "../../../resources/order/types";

const invoice = (over: Partial<OrderInvoice>): OrderInvoice => ({
  id: 7,
  orderNo: "PT1",
  merId: 1,
  uid: 1,
  trackingNumber: "SF1",
  expressName: "顺丰速运",
  expressCode: "SF",
  totalNum: 1,
  createTime: "",
  updateTime: "",
  deliveryMark: "",
  deliveryCarrier: "",
  carrierPhone: "",
  deliveryType: "express",
  expressRecordType: "1",
  detailList: [],
  ...over,
});

const typed = { expressCode: "YTO", expressNumber: " YT1 ", deliveryCarrier: "张三", carrierPhone: "13800138000", deliveryMark: " 备注 " };

describe("the shipment edit's body", () => {
  it("sends a courier shipment's courier and typed number, with the typed-number flag", () => {
    expect(shipmentUpdateBody(invoice({}), typed)).toEqual({ id: 7, expressRecordType: "1", expressCode: "YTO", expressNumber: "YT1" });
  });

  it("keeps an e-sheet's number when none is typed", () => {
    expect(shipmentUpdateBody(invoice({ expressRecordType: "2" }), { expressCode: "SF", expressNumber: "" })).toEqual({ id: 7, expressRecordType: "2", expressCode: "SF", expressNumber: undefined });
  });

  it("sends only the delivery person of an own delivery and only the remark of a shipment that needed none", () => {
    expect(shipmentUpdateBody(invoice({ deliveryType: "merchant" }), typed)).toEqual({ id: 7, deliveryCarrier: "张三", carrierPhone: "13800138000" });
    expect(shipmentUpdateBody(invoice({ deliveryType: "noNeed" }), typed)).toEqual({ id: 7, deliveryMark: "备注" });
    expect(shipmentUpdateBody(invoice({ deliveryType: "noNeed" }), {})).toEqual({ id: 7, deliveryMark: "" });
  });
});
