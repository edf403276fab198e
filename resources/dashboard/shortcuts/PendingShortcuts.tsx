import { Card, Col, Row } from "antd";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { PlainText } from "../../../src/widgets/PlainTypography";
import type { OperatingData } from "../types";
import { useHomeStatistic } from "../useHomeStatistic";
import { canOpen } from "./canOpen";
import { SHORTCUTS, shortcutHref } from "./shortcuts";

/** 待办事项: pending-work counts, each a link to its list tab; only targets the user may open. */
export function PendingShortcuts() {
  const { t } = useTranslation();
  const { allowed, data, loading } = useHomeStatistic<OperatingData>("operating");
  const shown = SHORTCUTS.filter((s) => canOpen(s.path));
  if (!allowed || shown.length === 0) return null;
  return (
    <Card size="small" title={t("dashboard.pending.title")} loading={loading || !data} data-testid="dashboard-pending">
      <Row gutter={[16, 16]}>
        {shown.map((s) => (
          <Col key={s.key} xs={12} sm={8} lg={4}>
            <Link to={shortcutHref(s)} data-testid={`pending-${s.key}`} className="dashboard-shortcut">
              <div style={{ fontSize: 24, fontWeight: 600, color: "var(--ant-color-text)" }} data-testid={`pending-${s.key}-count`}>
                {data?.[s.field] ?? 0}
              </div>
              <PlainText type="secondary">{t(`dashboard.pending.${s.key}`)}</PlainText>
            </Link>
          </Col>
        ))}
      </Row>
    </Card>
  );
}
