import type { ReceiptOrder } from "../../../server/shared/receiptLayout";

type Translate = (key: string) => string;

/** The example order the layout editor previews, in the reader's language. */
export const sampleOrder = (t: Translate, shopName: string): ReceiptOrder => ({
  shopName: shopName || t("printing.sample.shopName"),
  deliveryMethod: t("printing.sample.deliveryMethod"),
  customerName: t("printing.sample.customerName"),
  customerPhone: "13023354455",
  address: t("printing.sample.address"),
  remark: t("printing.sample.remark"),
  goods: [
    { name: t("printing.sample.goods1"), sku: t("printing.sample.sku1"), price: "100.00", num: 2, amount: "200.00" },
    { name: t("printing.sample.goods2"), sku: t("printing.sample.sku2"), price: "100.00", num: 2, amount: "200.00" },
  ],
  freight: "10.00",
  discount: "80.00",
  deduction: "20.00",
  payMethod: t("printing.sample.payMethod"),
  payPrice: "310.00",
  orderNo: "wx1234567890",
  createTime: "2024-06-18 12:00:00",
  payTime: "2024-06-18 12:00:30",
  printTime: "2024-06-18 14:20:00",
});
