/**
 * The receipt a cloud printer prints for an order, laid out by a printer's `PrintContentVo`
 * (contract §3.19). The reference server writes these lines as the printer's text; the console's
 * layout editor draws them as its live preview. Both read one function, so a switch means the
 * same in both places. Labels are not here: each side names them in its own language.
 */

/** `PrintContentVo`: 1 shows a part, 0 hides it; the two lists hold the chosen items. */
export interface ReceiptLayout {
  /** The shop name at the top. */
  smallTickerHeader: number;
  /** Delivery method, customer, phone and address. */
  deliveryInfo: number;
  buyerRemark: number;
  productInfo: number;
  freightInfo: number;
  /** Coupons and points deduction. */
  discountInfo: number;
  /** 1 pay method, 2 amount received. */
  payInfo: number[];
  /** 1 order number, 2 order time, 3 pay time, 4 print time. */
  orderInfo: number[];
  /** The promotion QR picture. */
  codeUrl: string;
  bottomNotice: string;
  codeUrlSwitch: number;
  bottomNoticeSwitch: number;
}

export const PAY_INFO_ITEMS = [1, 2] as const;
export const ORDER_INFO_ITEMS = [1, 2, 3, 4] as const;
export const BOTTOM_NOTICE_MAX = 50;

/** What a printer prints before its layout was ever saved (the original editor's defaults). */
export const DEFAULT_RECEIPT_LAYOUT: ReceiptLayout = {
  smallTickerHeader: 1,
  deliveryInfo: 1,
  buyerRemark: 1,
  productInfo: 1,
  freightInfo: 1,
  discountInfo: 1,
  payInfo: [1, 2],
  orderInfo: [1, 2],
  codeUrl: "",
  bottomNotice: "",
  codeUrlSwitch: 0,
  bottomNoticeSwitch: 0,
};

export interface ReceiptGoods {
  name: string;
  sku: string;
  /** Money as decimal strings, never computed here. */
  price: string;
  num: number;
  amount: string;
}

/** An order as the receipt shows it; texts are already in the reader's language. */
export interface ReceiptOrder {
  shopName: string;
  deliveryMethod: string;
  customerName: string;
  customerPhone: string;
  /** Empty for pickup and virtual orders: nothing is delivered to an address. */
  address: string;
  remark: string;
  goods: ReceiptGoods[];
  freight: string;
  discount: string;
  deduction: string;
  payMethod: string;
  payPrice: string;
  orderNo: string;
  createTime: string;
  payTime: string;
  printTime: string;
}

export type ReceiptLabel =
  | "deliveryMethod"
  | "customerName"
  | "customerPhone"
  | "address"
  | "remark"
  | "freight"
  | "discount"
  | "deduction"
  | "payMethod"
  | "payPrice"
  | "orderNo"
  | "createTime"
  | "payTime"
  | "printTime";

export type ReceiptLine =
  | { kind: "header"; text: string }
  | { kind: "field"; label: ReceiptLabel; value: string }
  | { kind: "goodsHead" }
  | { kind: "goods"; goods: ReceiptGoods }
  | { kind: "amount"; label: ReceiptLabel; value: string; negative: boolean; strong: boolean }
  | { kind: "rule" }
  | { kind: "qr"; url: string }
  | { kind: "notice"; text: string };

const shown = (flag: number) => flag === 1;
const field = (label: ReceiptLabel, value: string): ReceiptLine => ({ kind: "field", label, value: value || "-" });
const amount = (label: ReceiptLabel, value: string, negative = false, strong = false): ReceiptLine => ({ kind: "amount", label, value, negative, strong });

const ORDER_INFO_FIELDS: Record<number, (o: ReceiptOrder) => ReceiptLine> = {
  1: (o) => field("orderNo", o.orderNo),
  2: (o) => field("createTime", o.createTime),
  3: (o) => field("payTime", o.payTime),
  4: (o) => field("printTime", o.printTime),
};

/** The sections the layout shows, in the receipt's order, each a list of lines. */
function sections(layout: ReceiptLayout, order: ReceiptOrder): ReceiptLine[][] {
  const parts: ReceiptLine[][] = [];
  if (shown(layout.deliveryInfo)) {
    const delivery = [field("deliveryMethod", order.deliveryMethod), field("customerName", order.customerName), field("customerPhone", order.customerPhone)];
    if (order.address) delivery.push(field("address", order.address));
    parts.push(delivery);
  }
  if (shown(layout.buyerRemark)) parts.push([field("remark", order.remark)]);
  if (shown(layout.productInfo)) parts.push([{ kind: "goodsHead" }, ...order.goods.map((goods): ReceiptLine => ({ kind: "goods", goods }))]);
  const charges: ReceiptLine[] = [];
  if (shown(layout.freightInfo)) charges.push(amount("freight", order.freight));
  if (shown(layout.discountInfo)) charges.push(amount("discount", order.discount, true), amount("deduction", order.deduction, true));
  if (charges.length) parts.push(charges);
  const pay: ReceiptLine[] = [];
  if (layout.payInfo.includes(1)) pay.push(field("payMethod", order.payMethod));
  if (layout.payInfo.includes(2)) pay.push(amount("payPrice", order.payPrice, false, true));
  if (pay.length) parts.push(pay);
  const info = ORDER_INFO_ITEMS.filter((item) => layout.orderInfo.includes(item)).map((item) => ORDER_INFO_FIELDS[item]!(order));
  if (info.length) parts.push(info);
  const tail: ReceiptLine[] = [];
  if (shown(layout.codeUrlSwitch) && layout.codeUrl) tail.push({ kind: "qr", url: layout.codeUrl });
  if (shown(layout.bottomNoticeSwitch) && layout.bottomNotice.trim()) tail.push({ kind: "notice", text: layout.bottomNotice.trim() });
  if (tail.length) parts.push(tail);
  return parts;
}

/** The receipt's lines: the shop name, then the shown sections with a rule between them. */
export function receiptLines(layout: ReceiptLayout, order: ReceiptOrder): ReceiptLine[] {
  const lines: ReceiptLine[] = shown(layout.smallTickerHeader) ? [{ kind: "header", text: order.shopName }] : [];
  sections(layout, order).forEach((part, index) => {
    if (index > 0 || lines.length) lines.push({ kind: "rule" });
    lines.push(...part);
  });
  return lines;
}
