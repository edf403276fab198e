import { Card } from "antd";
import { ArrowDownOutlined, ArrowUpOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import { PlainText } from "../../../src/widgets/PlainTypography";
import { thousands } from "../../../src/widgets/format";
import { compare } from "./comparison";

export interface KpiCardProps {
  /** Test-id and locale stem: `dashboard.kpi.<name>`. */
  name: string;
  value: string;
  /** Yesterday's value; none for a running total (followers). */
  yesterday?: string;
  /** Shown before the values (¥ for money). */
  prefix?: string;
  loading: boolean;
}

const TREND_COLOUR = { up: "var(--ant-color-error)", down: "var(--ant-color-success)", flat: "var(--ant-color-text-tertiary)" } as const;

/** One figure of today with yesterday's and the day-on-day change (rise red, fall green, as in Chinese finance). */
export function KpiCard({ name, value, yesterday, prefix = "", loading }: KpiCardProps) {
  const { t } = useTranslation();
  const change = yesterday === undefined ? undefined : compare(value, yesterday);
  return (
    <Card size="small" loading={loading} data-testid={`kpi-${name}`} style={{ height: "100%" }}>
      <PlainText type="secondary">{t(`dashboard.kpi.${name}`)}</PlainText>
      <div style={{ fontSize: 28, fontWeight: 600, margin: "4px 0" }} data-testid={`kpi-${name}-value`}>
        {prefix}
        {thousands(value)}
      </div>
      {change && yesterday !== undefined ? (
        <PlainText type="secondary" style={{ display: "flex", justifyContent: "space-between", gap: 8, flexWrap: "wrap" }}>
          <span>
            {t("dashboard.kpi.yesterday")} <span data-testid={`kpi-${name}-yesterday`}>{prefix}{thousands(yesterday)}</span>
          </span>
          <span data-testid={`kpi-${name}-change`} data-direction={change.direction} style={{ color: TREND_COLOUR[change.direction] }}>
            {t("dashboard.kpi.dayOnDay")} {change.direction === "up" ? <ArrowUpOutlined /> : change.direction === "down" ? <ArrowDownOutlined /> : null}
            {change.percent === null ? t("dashboard.kpi.noBase") : `${change.percent}%`}
          </span>
        </PlainText>
      ) : (
        <PlainText type="secondary">{t(`dashboard.kpi.${name}Note`)}</PlainText>
      )}
    </Card>
  );
}
