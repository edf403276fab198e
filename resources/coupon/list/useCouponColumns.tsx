import { Button, Space, Switch, Typography, type TableColumnsType } from "antd";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { EnumTag, enumColumnWidth } from "../../../src/enums/EnumTag";
import { COUPON_CATEGORY, COUPON_CATEGORY_CODE, COUPON_RECEIVE_TYPE, MERCHANT_COUPON_CATEGORY } from "../../../src/enums/coupon";
import { EDITOR_PATH } from "../area";
import { receiveWindowText, validityText } from "../../../src/widgets/pickers/couponText";
import type { Coupon } from "../types";
import { useAllowedEach } from "../../../src/access/useAllowed";
import { COUPON } from "../endpoints";

interface ColumnActions {
  toggleStatus: (row: Coupon) => void;
  remove: (row: Coupon) => void;
  give: (row: Coupon) => void;
}

/** Columns of the coupon list; every write action is gated by its authority. */
export function useCouponColumns({ toggleStatus, remove, give }: ColumnActions): TableColumnsType<Coupon> {
  const accessCoupon = useAllowedEach(COUPON.coupons, ["status", "show", "create", "joinProducts", "delete", "receive"]);
  const { t } = useTranslation();
  const may = { status: accessCoupon.status, copy: accessCoupon.show && accessCoupon.create, edit: accessCoupon.show && accessCoupon.joinProducts, remove: accessCoupon.delete, give: accessCoupon.receive };
  return [
    { title: "ID", dataIndex: "id", width: 70 },
    { title: t("coupon.fields.name"), dataIndex: "name", ellipsis: true, width: 180 },
    { title: t("coupon.fields.category"), dataIndex: "category", width: enumColumnWidth(MERCHANT_COUPON_CATEGORY, t, t("coupon.fields.category"), 90), render: (v: number) => <EnumTag table={COUPON_CATEGORY} value={v} /> },
    {
      title: t("coupon.fields.money"),
      dataIndex: "money",
      width: 110,
      render: (v, row) => (
        <>
          <div>{String(v)}</div>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {Number(row.minPrice) > 0 ? t("coupon.list.minSpend", { min: row.minPrice }) : t("coupon.list.noThreshold")}
          </Typography.Text>
        </>
      ),
    },
    { title: t("coupon.fields.receiveType"), dataIndex: "receiveType", width: enumColumnWidth(COUPON_RECEIVE_TYPE, t, t("coupon.fields.receiveType"), 110), render: (v: number) => <EnumTag table={COUPON_RECEIVE_TYPE} value={v} /> },
    { title: t("coupon.fields.receiveTime"), key: "receiveTime", width: 200, render: (_, row) => receiveWindowText(row, t) },
    { title: t("coupon.fields.useTime"), key: "useTime", width: 200, render: (_, row) => validityText(row, t) },
    {
      title: t("coupon.fields.total"),
      key: "total",
      width: 110,
      render: (_, row) =>
        row.isLimited ? (
          <>
            <div>{t("coupon.list.issued", { total: row.total })}</div>
            <Typography.Text type="danger">{t("coupon.list.left", { left: row.lastTotal })}</Typography.Text>
          </>
        ) : (
          t("coupon.list.unlimited")
        ),
    },
    {
      title: t("coupon.fields.status"),
      dataIndex: "status",
      width: 110,
      fixed: "right",
      render: (v: boolean, row) =>
        may.status ? (
          <Switch
            checked={v}
            checkedChildren={t("coupon.enums.status.true")}
            unCheckedChildren={t("coupon.enums.status.false")}
            onChange={() => toggleStatus(row)}
            data-testid={`coupon-status-${row.id}`}
          />
        ) : (
          t(`coupon.enums.status.${String(v)}`)
        ),
    },
    {
      title: t("coupon.list.actions"),
      key: "actions",
      width: 270,
      fixed: "right",
      render: (_, row) => (
        <Space size={0} wrap>
          {may.copy && (
            <Link to={`${EDITOR_PATH}/${row.id}`} data-testid={`coupon-copy-${row.id}`}>
              <Button type="link" size="small">
                {t("coupon.list.copy")}
              </Button>
            </Link>
          )}
          {may.edit && row.category === COUPON_CATEGORY_CODE.product && (
            <Link to={`${EDITOR_PATH}/${row.id}/edit`} data-testid={`coupon-edit-${row.id}`}>
              <Button type="link" size="small">
                {t("coupon.list.edit")}
              </Button>
            </Link>
          )}
          {may.give && (
            <Button type="link" size="small" onClick={() => give(row)} disabled={!row.status} data-testid={`coupon-give-${row.id}`}>
              {t("coupon.list.give")}
            </Button>
          )}
          {may.remove && (
            <Button type="link" size="small" danger onClick={() => remove(row)} data-testid={`coupon-delete-${row.id}`}>
              {t("coupon.list.delete")}
            </Button>
          )}
        </Space>
      ),
    },
  ];
}
