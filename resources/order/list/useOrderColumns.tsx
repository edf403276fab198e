import { useMemo } from "react";
import type { TableColumnsType } from "antd";
import { useTranslation } from "react-i18next";
import { useEnumTags } from "../../../src/enums/EnumTag";
import { ORDER_REFUND_STATUS, ORDER_STATUS, ORDER_TYPE, PAY_TYPE } from "../../../src/enums/order";
import { CellLinks } from "../../../src/widgets/listCells/CellLinks";
import { formatTime } from "../../../src/widgets/format";
import { money, ProductCell } from "../shared/ProductCell";
import type { OrderRow } from "../types";
import { orderActions, type OrderAction } from "./rowActions";
import { useMayDo } from "./useOrderActions";

/** Columns of the order list: number and type, lines, amount, buyer, status, time, actions. */
export function useOrderColumns(perform: (action: OrderAction, row: OrderRow) => void, preview: (src: string) => void): TableColumnsType<OrderRow> {
  const { t, i18n } = useTranslation();
  const mayDo = useMayDo();
  const statusTag = useEnumTags(ORDER_STATUS);
  const refundTag = useEnumTags(ORDER_REFUND_STATUS);
  const typeTag = useEnumTags(ORDER_TYPE);
  const payTag = useEnumTags(PAY_TYPE);
  return useMemo(
    () => [
      {
        title: t("order.fields.orderNo"),
        key: "orderNo",
        width: 230,
        render: (_, row) => (
          <div data-testid={`order-row-${row.orderNo}`}>
            <div style={{ wordBreak: "break-all" }}>{row.orderNo}</div>
            {typeTag(row.type)}
            {row.isUserDel && <span className="enum-tag enum-tag-red">{t("order.fields.userDeleted")}</span>}
          </div>
        ),
      },
      {
        title: t("order.fields.product"),
        key: "lines",
        width: 320,
        render: (_, row) => (
          <div style={{ display: "grid", gap: 6 }} data-testid="order-lines">
            {row.infoResponseList.map((l) => (
              <ProductCell key={l.id} image={l.image} productName={l.productName} sku={l.sku} price={l.price} num={l.payNum} onPreview={preview} />
            ))}
          </div>
        ),
      },
      {
        title: t("order.fields.payPrice"),
        key: "payPrice",
        width: 130,
        render: (_, row) => (
          <>
            <div>{money(row.payPrice)}</div>
            {row.status !== 0 && payTag(row.payType)}
          </>
        ),
      },
      { title: t("order.fields.buyer"), dataIndex: "nickName", width: 120, ellipsis: true },
      {
        title: t("order.fields.status"),
        key: "status",
        width: 130,
        render: (_, row) => (
          <div data-testid={`order-status-${row.orderNo}`}>
            {statusTag(row.status)}
            {row.refundStatus !== 0 && refundTag(row.refundStatus)}
          </div>
        ),
      },
      { title: t("order.fields.createTime"), dataIndex: "createTime", width: 150, render: (v: string) => formatTime(v) },
      { title: t("order.fields.merchantRemark"), dataIndex: "merchantRemark", width: 140, ellipsis: true },
      {
        title: t("order.fields.actions"),
        key: "actions",
        width: 200,
        fixed: "right",
        render: (_, row) => (
          <CellLinks
            links={orderActions(row, mayDo).map((key) => ({ key, label: t(`order.actions.${key}`), danger: key === "delete", testId: `order-${key}-${row.orderNo}` }))}
            onClick={(key) => perform(key, row)}
            inline={3}
            moreLabel={t("order.actions.more")}
            moreTestId={`order-more-${row.orderNo}`}
          />
        ),
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- t changes with the language
    [t, i18n.language, perform, preview, statusTag, refundTag, typeTag, payTag],
  );
}
