/**
 * Receipt lines (server/shared/receiptLayout.ts) as the text a 58 mm receipt printer prints: 32 columns,
 * a Chinese character taking two, labels in Chinese as on the shop's paper receipts.
 */
import type { ReceiptLabel, ReceiptLine } from "../../shared/receiptLayout.js";

export const RECEIPT_WIDTH = 32;

const LABELS: Record<ReceiptLabel, string> = {
  deliveryMethod: "配送方式",
  customerName: "客户姓名",
  customerPhone: "客户电话",
  address: "收货地址",
  remark: "买家备注",
  freight: "运费",
  discount: "优惠",
  deduction: "抵扣",
  payMethod: "支付方式",
  payPrice: "实收金额",
  orderNo: "订单编号",
  createTime: "下单时间",
  payTime: "支付时间",
  printTime: "打印时间",
};

const WIDE = /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u;

/** Columns a text takes on the printer. */
export const displayWidth = (text: string) => [...text].reduce((width, char) => width + (WIDE.test(char) ? 2 : 1), 0);

const padEnd = (text: string, width: number) => text + " ".repeat(Math.max(0, width - displayWidth(text)));
const padStart = (text: string, width: number) => " ".repeat(Math.max(0, width - displayWidth(text))) + text;
export const center = (text: string) => padStart(text, displayWidth(text) + Math.floor(Math.max(0, RECEIPT_WIDTH - displayWidth(text)) / 2));

/** Goods columns: name, unit price, quantity, amount. */
const COLUMNS = [14, 7, 4, 7] as const;
const goodsRow = (name: string, price: string, num: string, amount: string) =>
  padEnd(name, COLUMNS[0]) + padStart(price, COLUMNS[1]) + padStart(num, COLUMNS[2]) + padStart(amount, COLUMNS[3]);

function lineText(line: ReceiptLine): string[] {
  switch (line.kind) {
    case "header":
      return [center(line.text)];
    case "field":
      return [`${LABELS[line.label]}：${line.value}`];
    case "goodsHead":
      return [goodsRow("商品", "单价", "数量", "金额"), "*".repeat(RECEIPT_WIDTH)];
    case "goods": {
      const { name, sku, price, num, amount } = line.goods;
      const spec = sku ? `(${sku})` : "";
      // A long spec gets its own line so the figures stay in their columns.
      return displayWidth(spec) < COLUMNS[0]
        ? [name, goodsRow(spec, price, String(num), amount)]
        : [name, spec, goodsRow("", price, String(num), amount)];
    }
    case "amount":
      return [padStart(`${LABELS[line.label]}：${line.negative ? "-" : ""}${line.value}元`, RECEIPT_WIDTH)];
    case "rule":
      return ["-".repeat(RECEIPT_WIDTH)];
    case "qr":
      return [center("[推广二维码]"), line.url];
    case "notice":
      return [center(line.text)];
  }
}

/** The printer's text of a receipt. */
export const receiptText = (lines: ReceiptLine[]) => lines.flatMap(lineText).join("\n");
