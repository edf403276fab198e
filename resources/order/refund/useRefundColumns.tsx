import { useMemo } from "react";
import type { TableColumnsType } from "antd";
import { useTranslation } from "react-i18next";
import { enumColumnWidth, useEnumTags } from "../../../src/enums/EnumTag";
import { REFUND_STATUS } from "../../../src/enums/order";
import { CellLinks } from "../../../src/widgets/listCells/CellLinks";
import { formatTime } from "../../../src/widgets/format";
import { money, ProductCell } from "../shared/ProductCell";
import type { RefundRow } from "../types";
import { AFTER_SALES_TYPE } from "./afterSalesType";
import { refundActions, type RefundAction } from "./rowActions";
import { useMayDoRefund } from "./useRefundActions";

/** Columns of the after-sales list. */
export function useRefundColumns(perform: (action: RefundAction, row: RefundRow) => void, preview: (src: string) => void): TableColumnsType<RefundRow> {
  const { t, i18n } = useTranslation();
  const mayDoRefund = useMayDoRefund();
  const statusTag = useEnumTags(REFUND_STATUS);
  const typeTag = useEnumTags(AFTER_SALES_TYPE);
  return useMemo(
    () => [
      {
        title: t("order.refund.fields.refundOrderNo"),
        key: "no",
        width: 240,
        render: (_, row) => (
          <div data-testid={`refund-row-${row.refundOrderNo}`}>
            <div style={{ wordBreak: "break-all" }}>{row.refundOrderNo}</div>
            <div style={{ color: "var(--ant-color-text-secondary)", fontSize: 12, wordBreak: "break-all" }}>{t("order.refund.fields.ofOrder", { orderNo: row.orderNo })}</div>
          </div>
        ),
      },
      {
        title: t("order.fields.product"),
        key: "line",
        width: 300,
        render: (_, row) =>
          row.refundOrderInfo && (
            <ProductCell
              image={row.refundOrderInfo.image}
              productName={row.refundOrderInfo.productName}
              sku={row.refundOrderInfo.sku}
              price={row.refundOrderInfo.price}
              num={row.refundOrderInfo.applyRefundNum}
              onPreview={preview}
            />
          ),
      },
      { title: t("order.refund.fields.refundPrice"), dataIndex: "refundPrice", width: 110, render: (v: string) => money(v) },
      { title: t("order.refund.fields.afterSalesType"), dataIndex: "afterSalesType", width: enumColumnWidth(AFTER_SALES_TYPE, t, t("order.refund.fields.afterSalesType"), 110), render: (v: number) => typeTag(v) },
      { title: t("order.fields.buyer"), dataIndex: "userNickName", width: 120, ellipsis: true },
      { title: t("order.fields.status"), dataIndex: "refundStatus", width: enumColumnWidth(REFUND_STATUS, t, t("order.fields.status"), 110), render: (v: number, row) => <span data-testid={`refund-status-${row.refundOrderNo}`}>{statusTag(v)}</span> },
      { title: t("order.refund.fields.createTime"), dataIndex: "createTime", width: 150, render: (v: string) => formatTime(v) },
      { title: t("order.refund.fields.merRemark"), dataIndex: "merRemark", width: 130, ellipsis: true },
      {
        title: t("order.fields.actions"),
        key: "actions",
        width: 200,
        fixed: "right",
        render: (_, row) => (
          <CellLinks
            links={refundActions(row, mayDoRefund).map((key) => ({ key, label: t(`order.refund.actions.${key}`), danger: key === "rejectReceipt", testId: `refund-${key}-${row.refundOrderNo}` }))}
            onClick={(key) => perform(key, row)}
            inline={3}
            moreLabel={t("order.actions.more")}
            moreTestId={`refund-more-${row.refundOrderNo}`}
          />
        ),
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- t changes with the language
    [t, i18n.language, perform, preview, statusTag, typeTag],
  );
}
