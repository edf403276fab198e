import { Descriptions, Modal } from "antd";
import { useTranslation } from "react-i18next";
import type { MerchantStatement } from "../../../server/areas/finance/contract";
import type { StatementUnit } from "./StatementList";

type Field = keyof MerchantStatement;

/** The statement's figures in the CRMEB groups: income, refunds, expenditure, and what is left. */
const GROUPS: Array<{ title: string; fields: Field[] }> = [
  { title: "income", fields: ["orderReceivable", "orderRealIncome", "platCouponPrice", "integralPrice", "payNum"] },
  { title: "refund", fields: ["orderRefundable", "orderRealRefund", "refundPlatCouponPrice", "refundIntegralPrice", "refundNum"] },
  { title: "expenditure", fields: ["handlingFee", "payHandlingFee", "refundHandlingFee", "brokerage", "brokeragePrice", "refundBrokeragePrice"] },
  { title: "summary", fields: ["realIncome", "actualExpenditure", "currentDayBalance"] },
];

const COUNTS: Field[] = ["payNum", "refundNum"];

/** 账单详情 of one day or month. */
export function StatementDetailDialog({ statement, unit, onClose }: { statement: MerchantStatement; unit: StatementUnit; onClose: () => void }) {
  const { t } = useTranslation();
  const label = (field: Field) =>
    t(field === "currentDayBalance" ? `finance.statement.fields.${unit === "daily" ? "dayBalance" : "monthBalance"}` : `finance.statement.fields.${field}`);
  return (
    <Modal
      open
      width={720}
      title={t("finance.statement.detailTitle", { date: statement.dataDate })}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      data-testid="statement-detail"
    >
      {GROUPS.map((group) => (
        <Descriptions
          key={group.title}
          title={t(`finance.statement.groups.${group.title}`)}
          column={2}
          size="small"
          bordered
          style={{ marginBottom: 16 }}
          styles={{ label: { width: 190 } }}
          items={group.fields.map((field) => ({
            key: field,
            label: label(field),
            children: (
              <span data-testid={`statement-detail-${field}`}>{COUNTS.includes(field) ? statement[field] : t("finance.common.yuan", { amount: statement[field] })}</span>
            ),
          }))}
        />
      ))}
    </Modal>
  );
}
