import { useMemo } from "react";
import type { TableColumnsType } from "antd";
import { useTranslation } from "react-i18next";
import type { CustomerRow } from "../../../server/areas/customer/contract";
import { enumColumnWidth, useEnumTags } from "../../../src/enums/EnumTag";
import { CUSTOMER_STATUS, SEX } from "../../../src/enums/customer";
import { REGISTER_TYPE } from "../../../src/enums/system";
import { formatTime } from "../../../src/widgets/format";
import { CellLinks, type CellLink } from "../../../src/widgets/listCells/CellLinks";
import { COUPON_PICKER } from "../../../src/widgets/pickers/couponEndpoints";
import { useAllowedEach } from "../../../src/access/useAllowed";
import { CUSTOMER } from "../endpoints";
import { UserAvatar } from "../../../src/widgets/listCells/UserAvatar";

const MARK_STYLE = { color: "var(--ant-color-text-secondary)", fontSize: 12 } as const;

export type CustomerAction = "detail" | "coupon";

/** Columns of the customer list; the row actions show only where their authorities allow. */
export function useCustomerColumns(act: (action: CustomerAction, row: CustomerRow) => void): TableColumnsType<CustomerRow> {
  const may = useAllowedEach(CUSTOMER.customers, ["show"]);
  // Giving a coupon lists the usable ones, then hands one out.
  const mayCoupon = useAllowedEach(COUPON_PICKER, ["usable", "receive"]);
  const { t } = useTranslation();
  const sexTag = useEnumTags(SEX);
  const registerTag = useEnumTags(REGISTER_TYPE);
  const statusTag = useEnumTags(CUSTOMER_STATUS);
  const links = useMemo(() => {
    const all: Array<CellLink<CustomerAction> & { allowed: boolean }> = [
      { key: "detail", label: t("customer.actions.detail"), allowed: may.show },
      { key: "coupon", label: t("customer.actions.giveCoupon"), allowed: mayCoupon.usable && mayCoupon.receive },
    ];
    return all.filter((l) => l.allowed);
  }, [t, may.show, mayCoupon.usable, mayCoupon.receive]);
  return [
    { title: "ID", dataIndex: "id", width: 80, fixed: "left" },
    {
      title: t("customer.fields.avatar"),
      dataIndex: "avatar",
      width: 70,
      render: (src: string, row) => <UserAvatar src={src} name={row.nickname} />,
    },
    {
      title: t("customer.fields.nickname"),
      dataIndex: "nickname",
      width: 170,
      ellipsis: true,
      render: (name: string, row) => (
        <>
          <div>{name}</div>
          {row.mark && <div style={MARK_STYLE}>{row.mark}</div>}
        </>
      ),
    },
    { title: t("customer.fields.phone"), dataIndex: "phone", width: 130 },
    { title: t("customer.fields.sex"), dataIndex: "sex", width: enumColumnWidth(SEX, t, t("customer.fields.sex"), 90), render: (v: number) => sexTag(v) },
    { title: t("customer.fields.registerType"), dataIndex: "registerType", width: 130, render: (v: string) => registerTag(v) },
    { title: t("customer.fields.nowMoney"), dataIndex: "nowMoney", width: 110, align: "right" },
    { title: t("customer.fields.integral"), dataIndex: "integral", width: 90, align: "right" },
    { title: t("customer.fields.spreadName"), dataIndex: "spreadName", width: 130, ellipsis: true, render: (v: string) => v || "-" },
    { title: t("customer.fields.createTime"), dataIndex: "createTime", width: 160, render: (v: string) => formatTime(v) },
    { title: t("customer.fields.lastLoginTime"), dataIndex: "lastLoginTime", width: 160, render: (v: string | null) => (v ? formatTime(v) : "-") },
    {
      title: t("customer.fields.status"),
      dataIndex: "status",
      width: 90,
      render: (v: boolean) => statusTag(v),
    },
    {
      title: t("customer.actions.title"),
      key: "actions",
      width: 170,
      fixed: "right",
      render: (_, row) => (
        <CellLinks
          links={links.map((l) => ({ ...l, testId: `customer-${l.key}-${row.id}` }))}
          onClick={(key) => act(key, row)}
          moreLabel={t("customer.actions.more")}
        />
      ),
    },
  ];
}
