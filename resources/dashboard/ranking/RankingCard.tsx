import { lazy, Suspense } from "react";
import { Card, Empty, Skeleton } from "antd";
import { useTranslation } from "react-i18next";
import { thousands } from "../../../src/widgets/format";
import { toHundredths } from "../kpi/comparison";
import type { ProductRanking } from "../types";
import { useHomeStatistic } from "../useHomeStatistic";
import type { Bar } from "./BarChart";

const BarChart = lazy(() => import("./BarChart"));

export interface RankingKind {
  action: "payRanking" | "viewRanking";
  /** Locale stem `dashboard.ranking.<name>` and test-id. */
  name: string;
  colour: string;
  toBar: (row: ProductRanking, currency: string) => Bar;
}

export const byPayment = (row: ProductRanking, currency: string): Bar => ({
  key: row.productId,
  label: row.proName,
  amount: toHundredths(row.salesAmount),
  display: `${currency}${thousands(row.salesAmount)}`,
});

export const byViews = (row: ProductRanking): Bar => ({
  key: row.productId,
  label: row.proName,
  amount: row.pageView,
  display: thousands(row.pageView),
});

/** One product ranking of the last 7 days; its chart code is fetched only once there are rows to draw. */
export function RankingCard({ kind }: { kind: RankingKind }) {
  const { t } = useTranslation();
  const { allowed, data, loading } = useHomeStatistic<ProductRanking[]>(kind.action);
  if (!allowed) return null;
  const rows = Array.isArray(data) ? data : [];
  const currency = t("dashboard.kpi.currency");
  return (
    <Card size="small" title={t(`dashboard.ranking.${kind.name}`)} extra={t("dashboard.ranking.period")} style={{ height: "100%" }}>
      {loading || !data ? (
        <Skeleton active />
      ) : rows.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("dashboard.ranking.empty")} />
      ) : (
        <Suspense fallback={<Skeleton active />}>
          <BarChart bars={rows.map((row) => kind.toBar(row, currency))} colour={kind.colour} testId={`ranking-${kind.name}`} />
        </Suspense>
      )}
    </Card>
  );
}
