import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { cleanup, render, screen } from "@testing-library/react";
import { ReceiptPreview } from "../../../resources/printing/layout/ReceiptPreview";
import { sampleOrder } from "../../../resources/printing/layout/sampleOrder";
import { DEFAULT_RECEIPT_LAYOUT, receiptLines, type ReceiptLayout, type ReceiptOrder } from "../../../server/shared/receiptLayout";
import { useLocale } from "../shell/i18n";
import i18next from "i18next";

afterEach(cleanup);

const order: ReceiptOrder = sampleOrder((key) => key, "CRMEB 旗舰店");
const kinds = (layout: ReceiptLayout) => receiptLines(layout, order).map((l) => (l.kind === "field" || l.kind === "amount" ? `${l.kind}:${l.label}` : l.kind));

describe("the receipt's lines for a layout", () => {
  it("shows every part of the default layout, a rule between the parts", () => {
    expect(kinds(DEFAULT_RECEIPT_LAYOUT)).toEqual([
      "header",
      "rule",
      "field:deliveryMethod",
      "field:customerName",
      "field:customerPhone",
      "field:address",
      "rule",
      "field:remark",
      "rule",
      "goodsHead",
      "goods",
      "goods",
      "rule",
      "amount:freight",
      "amount:discount",
      "amount:deduction",
      "rule",
      "field:payMethod",
      "amount:payPrice",
      "rule",
      "field:orderNo",
      "field:createTime",
    ]);
  });

  it("leaves out what is switched off, with no rule left dangling", () => {
    const layout: ReceiptLayout = { ...DEFAULT_RECEIPT_LAYOUT, smallTickerHeader: 0, deliveryInfo: 0, productInfo: 0, discountInfo: 0, payInfo: [2], orderInfo: [4, 1] };
    expect(kinds(layout)).toEqual(["field:remark", "rule", "amount:freight", "rule", "amount:payPrice", "rule", "field:orderNo", "field:printTime"]);
    expect(kinds({ ...layout, buyerRemark: 0, freightInfo: 0, payInfo: [], orderInfo: [] })).toEqual([]);
  });

  it("prints the QR code and the footer note only when switched on and filled in", () => {
    const bare = { ...DEFAULT_RECEIPT_LAYOUT, codeUrl: "http://x/qr.png", bottomNotice: "谢谢惠顾" };
    expect(kinds(bare).slice(-2)).toEqual(["field:orderNo", "field:createTime"]);
    expect(kinds({ ...bare, codeUrlSwitch: 1, bottomNoticeSwitch: 1 }).slice(-3)).toEqual(["rule", "qr", "notice"]);
    expect(kinds({ ...bare, codeUrl: "", codeUrlSwitch: 1, bottomNotice: "  ", bottomNoticeSwitch: 1 }).at(-1)).toBe("field:createTime");
  });

  it("shows a dash for an empty value and no address for pickup", () => {
    const lines = receiptLines(DEFAULT_RECEIPT_LAYOUT, { ...order, remark: "", address: "" });
    expect(lines).toContainEqual({ kind: "field", label: "remark", value: "-" });
    expect(lines.some((l) => l.kind === "field" && l.label === "address")).toBe(false);
  });
});

describe("the live preview", () => {
  beforeAll(() => useLocale("zh-CN"));

  it("draws the lines with their labels, and follows the layout as it changes", () => {
    const zhOrder = sampleOrder((key) => i18next.t(key), "CRMEB 旗舰店");
    const { rerender } = render(<ReceiptPreview layout={DEFAULT_RECEIPT_LAYOUT} order={zhOrder} />);
    const preview = screen.getByTestId("receipt-preview");
    expect(preview).toHaveTextContent("CRMEB 旗舰店");
    expect(preview).toHaveTextContent("客户姓名：收货人姓名");
    expect(preview).toHaveTextContent("优惠：-80.00元");
    expect(preview).toHaveTextContent("实收金额：310.00元");
    expect(preview).not.toHaveTextContent("打印时间");

    rerender(<ReceiptPreview layout={{ ...DEFAULT_RECEIPT_LAYOUT, smallTickerHeader: 0, deliveryInfo: 0, orderInfo: [4], bottomNoticeSwitch: 1, bottomNotice: "七天无理由退换" }} order={zhOrder} />);
    expect(preview).not.toHaveTextContent("CRMEB 旗舰店");
    expect(preview).not.toHaveTextContent("客户姓名");
    expect(preview).toHaveTextContent("打印时间：2024-06-18 14:20:00");
    expect(preview).toHaveTextContent("七天无理由退换");

    rerender(<ReceiptPreview layout={{ ...DEFAULT_RECEIPT_LAYOUT, codeUrlSwitch: 1, codeUrl: "http://shop/qr.png" }} order={zhOrder} />);
    expect(screen.getByRole("img", { name: "推广二维码" })).toHaveAttribute("src", "http://shop/qr.png");
  });

  it("reads in English", async () => {
    await useLocale("en-US");
    render(<ReceiptPreview layout={DEFAULT_RECEIPT_LAYOUT} order={sampleOrder((key) => i18next.t(key), "")} />);
    const preview = screen.getByTestId("receipt-preview");
    expect(preview).toHaveTextContent("Shop name");
    expect(preview).toHaveTextContent("Discount: -¥80.00");
    expect(screen.getByText("Customer:").nextSibling).toHaveTextContent("Customer name");
    await useLocale("zh-CN");
  });
});
