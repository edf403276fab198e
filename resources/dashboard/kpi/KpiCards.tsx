import { Col, Row } from "antd";
import { useTranslation } from "react-i18next";
import { STATISTICS_AUTH } from "../area";
import type { HomeIndex } from "../types";
import { useHomeStatistic } from "../useHomeStatistic";
import { KpiCard } from "./KpiCard";

/** Today's sales, orders, visitors against yesterday, and the shop's followers (statistics/home/index). */
export function KpiCards() {
  const { t } = useTranslation();
  const { allowed, data, loading } = useHomeStatistic<HomeIndex>("index", STATISTICS_AUTH.index);
  if (!allowed) return null;
  const cards = [
    { name: "sales", value: data?.sales ?? "0.00", yesterday: data?.yesterdaySales ?? "0.00", prefix: t("dashboard.kpi.currency") },
    { name: "orders", value: String(data?.orderNum ?? 0), yesterday: String(data?.yesterdayOrderNum ?? 0) },
    { name: "visitors", value: String(data?.visitorsNum ?? 0), yesterday: String(data?.yesterdayVisitorsNum ?? 0) },
    { name: "followers", value: String(data?.followNum ?? 0) },
  ];
  return (
    <Row gutter={[16, 16]}>
      {cards.map((card) => (
        <Col key={card.name} xs={24} sm={12} xl={6}>
          <KpiCard {...card} loading={loading || !data} />
        </Col>
      ))}
    </Row>
  );
}
