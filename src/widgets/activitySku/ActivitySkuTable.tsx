import { Table } from "antd";
import { useTranslation } from "react-i18next";
import { NumericInput } from "../NumericInput";
import { Thumbnail } from "../listCells/Thumbnail";
import { skuProblem, type ActivityRules, type ActivitySkuRow, type SkuPatch } from "./activitySku";
import type { ActivityLabels } from "./problemText";

interface ActivitySkuTableProps {
  rows: readonly ActivitySkuRow[];
  rules: ActivityRules;
  labels: ActivityLabels;
  /** Absent: read only. */
  onChange?: (skuId: number, patch: SkuPatch) => void;
  /** Mark problems (after a save was tried). */
  showProblems: boolean;
  /** Only the price is edited (a flash-sale product's price after it joined). */
  lockQuota?: boolean;
}

const PRICE_PROBLEMS = new Set(["priceRequired", "priceTooLow", "priceTooHigh", "priceAboveSku"]);

/** The SKU rows of one product with their activity price and quota. */
export function ActivitySkuTable({ rows, rules, labels, onChange, showProblems, lockQuota }: ActivitySkuTableProps) {
  const { t } = useTranslation();
  const problemOf = (row: ActivitySkuRow) => (showProblems ? skuProblem(row, rules) : undefined);
  return (
    <Table<ActivitySkuRow>
      rowKey="skuId"
      size="small"
      pagination={false}
      dataSource={rows as ActivitySkuRow[]}
      scroll={{ x: 720 }}
      columns={[
        { title: t("activitySku.columns.image"), dataIndex: "image", width: 64, render: (src: string) => <Thumbnail src={src} size={36} /> },
        { title: t("activitySku.columns.sku"), dataIndex: "sku", ellipsis: true },
        { title: t("activitySku.columns.barCode"), dataIndex: "barCode", width: 120, render: (v: string) => v || "-" },
        { title: t("activitySku.columns.price"), dataIndex: "price", width: 110 },
        { title: t("activitySku.columns.stock"), dataIndex: "stock", width: 90 },
        {
          title: labels.price,
          key: "activityPrice",
          width: 150,
          render: (_, row) => {
            if (!onChange) return row.activityPrice;
            const problem = problemOf(row);
            const bad = problem !== undefined && PRICE_PROBLEMS.has(problem);
            return (
              <NumericInput
                mode={2}
                value={row.activityPrice}
                onChange={(activityPrice) => onChange(row.skuId, { activityPrice })}
                status={bad ? "error" : undefined}
                title={bad ? t(`activitySku.problems.${problem}`, { ...labels }) : undefined}
                placeholder={labels.price}
                aria-label={`${row.sku} ${labels.price}`}
                data-testid={`activity-sku-price-${row.skuId}`}
              />
            );
          },
        },
        {
          title: labels.quota,
          key: "quota",
          width: 130,
          render: (_, row) => {
            if (!onChange || lockQuota) return row.quota ?? "-";
            const problem = problemOf(row);
            const bad = problem === "quotaRequired" || problem === "quotaAboveStock";
            return (
              <NumericInput
                mode={0}
                value={row.quota ?? ""}
                onChange={(text) => onChange(row.skuId, { quota: text === "" ? null : Number(text) })}
                status={bad ? "error" : undefined}
                title={bad ? t(`activitySku.problems.${problem}`, { ...labels }) : undefined}
                placeholder={labels.quota}
                aria-label={`${row.sku} ${labels.quota}`}
                data-testid={`activity-sku-quota-${row.skuId}`}
              />
            );
          },
        },
      ]}
    />
  );
}
