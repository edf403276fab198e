import { memo } from "react";
import { useTranslation } from "react-i18next";
import { receiptLines, type ReceiptLayout, type ReceiptLine, type ReceiptOrder } from "../../../server/shared/receiptLayout";
import "../receipt.css";

type Translate = (key: string, vars?: Record<string, unknown>) => string;

function LineView({ line, t }: { line: ReceiptLine; t: Translate }) {
  switch (line.kind) {
    case "header":
      return <div className="receipt-preview-header">{line.text}</div>;
    case "field":
      return (
        <div className="receipt-preview-field">
          <span>{t("printing.receipt.labelOf", { label: t(`printing.receipt.${line.label}`) })}</span>
          <span>{line.value}</span>
        </div>
      );
    case "goodsHead":
      return (
        <div className="receipt-preview-goods">
          <span>{t("printing.receipt.goods")}</span>
          <span>{t("printing.receipt.price")}</span>
          <span>{t("printing.receipt.num")}</span>
          <span>{t("printing.receipt.amount")}</span>
        </div>
      );
    case "goods":
      return (
        <div className="receipt-preview-goods">
          <span>
            {line.goods.name}
            {line.goods.sku && <div className="receipt-preview-sku">({line.goods.sku})</div>}
          </span>
          <span>{line.goods.price}</span>
          <span>{line.goods.num}</span>
          <span>{line.goods.amount}</span>
        </div>
      );
    case "amount":
      return (
        <div className={line.strong ? "receipt-preview-amount receipt-preview-strong" : "receipt-preview-amount"}>
          {t(line.negative ? "printing.receipt.deductedLine" : "printing.receipt.amountLine", { label: t(`printing.receipt.${line.label}`), value: line.value })}
        </div>
      );
    case "rule":
      return <div className="receipt-preview-rule" />;
    case "qr":
      return (
        <div className="receipt-preview-center">
          <img className="receipt-preview-qr" src={line.url} alt={t("printing.receipt.qr")} />
        </div>
      );
    case "notice":
      return <div className="receipt-preview-center">{line.text}</div>;
  }
}

/** The receipt as a printer would print it with this layout (the same lines the server prints). */
export const ReceiptPreview = memo(function ReceiptPreview({ layout, order }: { layout: ReceiptLayout; order: ReceiptOrder }) {
  const { t } = useTranslation();
  return (
    <div className="receipt-preview" data-testid="receipt-preview">
      {receiptLines(layout, order).map((line, index) => (
        <div key={index} data-line={line.kind}>
          <LineView line={line} t={t} />
        </div>
      ))}
    </div>
  );
});
