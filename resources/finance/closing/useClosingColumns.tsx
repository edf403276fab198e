import { useMemo } from "react";
import { Button, type TableColumnsType } from "antd";
import { useTranslation } from "react-i18next";
import { canDo } from "../../../providers/accessControl";
import type { ClosingRow } from "../../../server/areas/finance/contract";
import { useEnumTags } from "../../../src/enums/EnumTag";
import { CLOSING_ACCOUNT_STATUS, CLOSING_AUDIT_STATUS, TRANSFER_TYPE } from "../../../src/enums/finance";
import { FINANCE_AUTH as F } from "../area";

/** Columns of the settlement records; 详情 for users holding the detail authority. */
export function useClosingColumns(openDetail: (closingNo: string) => void): TableColumnsType<ClosingRow> {
  const { t } = useTranslation();
  const typeTag = useEnumTags(TRANSFER_TYPE);
  const auditTag = useEnumTags(CLOSING_AUDIT_STATUS);
  const accountTag = useEnumTags(CLOSING_ACCOUNT_STATUS);
  const mayOpen = canDo(F.closingDetail);
  return useMemo(
    () => [
      { title: t("finance.closing.closingNo"), dataIndex: "closingNo", width: 230 },
      {
        title: t("finance.closing.amount"),
        dataIndex: "amount",
        width: 130,
        align: "right",
        render: (amount: string, row) => <span data-testid={`closing-amount-${row.closingNo}`}>{t("finance.common.yuan", { amount })}</span>,
      },
      { title: t("finance.closing.closingType"), dataIndex: "closingType", width: 110, render: (type: string) => typeTag(type) },
      {
        title: t("finance.closing.auditStatus"),
        dataIndex: "auditStatus",
        width: 120,
        render: (status: number, row) => <span data-testid={`closing-audit-${row.closingNo}`}>{auditTag(status)}</span>,
      },
      { title: t("finance.closing.accountStatus"), dataIndex: "accountStatus", width: 120, render: (status: number) => accountTag(status) },
      { title: t("finance.closing.auditName"), dataIndex: "auditName", width: 150, ellipsis: true, render: (name: string) => name || "—" },
      { title: t("finance.closing.auditTime"), dataIndex: "auditTime", width: 170, render: (time: string | null) => time ?? "—" },
      { title: t("finance.closing.createTime"), dataIndex: "createTime", width: 170 },
      ...(mayOpen
        ? [
            {
              title: t("finance.common.actions"),
              key: "actions",
              width: 90,
              fixed: "right" as const,
              render: (_: unknown, row: ClosingRow) => (
                <Button type="link" size="small" onClick={() => openDetail(row.closingNo)} data-testid={`closing-detail-${row.closingNo}`}>
                  {t("finance.common.detail")}
                </Button>
              ),
            },
          ]
        : []),
    ],
    [t, typeTag, auditTag, accountTag, mayOpen, openDetail],
  );
}
