import { useMemo } from "react";
import type { TableColumnsType } from "antd";
import { useTranslation } from "react-i18next";
import type { FundsFlow } from "../../../server/areas/finance/contract";
import { useEnumTags } from "../../../src/enums/EnumTag";
import { TRANSACTION_TYPE } from "../../../src/enums/finance";
import { SignedAmount } from "../SignedAmount";

/** Columns of the funds flow: income in green with a plus, expense in red with a minus. */
export function useFlowColumns(): TableColumnsType<FundsFlow> {
  const { t } = useTranslation();
  const typeTag = useEnumTags(TRANSACTION_TYPE);
  return useMemo(
    () => [
      { title: t("finance.flow.tradeNo"), dataIndex: "orderNo", width: 230, render: (no: string) => <span data-testid={`flow-no-${no}`}>{no}</span> },
      { title: t("finance.flow.type"), dataIndex: "type", width: 130, render: (type: string) => typeTag(type) },
      {
        title: t("finance.flow.amount"),
        dataIndex: "amount",
        width: 140,
        align: "right",
        render: (amount: string, row) => <SignedAmount amount={amount} income={row.pm === 1} testId={`flow-amount-${row.id}`} />,
      },
      { title: t("finance.flow.nickName"), dataIndex: "nickName", width: 140, ellipsis: true, render: (name: string) => name || "—" },
      { title: t("finance.flow.mark"), dataIndex: "mark", ellipsis: true },
      { title: t("finance.flow.createTime"), dataIndex: "createTime", width: 170 },
    ],
    [t, typeTag],
  );
}
