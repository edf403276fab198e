import { Col, Row } from "antd";
import { STATISTICS_AUTH } from "../area";
import { byPayment, byViews, RankingCard, type RankingKind } from "./RankingCard";

const KINDS: readonly RankingKind[] = [
  { action: "payRanking", authority: STATISTICS_AUTH.payRanking, name: "pay", colour: "var(--ant-color-primary)", toBar: byPayment },
  { action: "viewRanking", authority: STATISTICS_AUTH.viewRanking, name: "views", colour: "var(--ant-color-warning)", toBar: byViews },
];

/** The two product rankings side by side. */
export function Rankings() {
  return (
    <Row gutter={[16, 16]}>
      {KINDS.map((kind) => (
        <Col key={kind.name} xs={24} lg={12}>
          <RankingCard kind={kind} />
        </Col>
      ))}
    </Row>
  );
}
