import { Card, Tabs } from "antd";
import { useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { canDo } from "../../../providers/accessControl";
import { FINANCE_AUTH as F } from "../area";
import { StatementList, type StatementUnit } from "./StatementList";

/** /finance/statement: daily and monthly statements; the tab is kept in the address (`?tab=`). */
export default function StatementPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const units: StatementUnit[] = canDo(F.monthly) ? ["daily", "monthly"] : ["daily"];
  const unit = units.find((u) => u === params.get("tab")) ?? "daily";
  return (
    <Card>
      <Tabs
        activeKey={unit}
        // Another tab starts afresh: its own page and filters, not this one's.
        onChange={(next) => setParams({ tab: next }, { replace: true })}
        items={units.map((u) => ({ key: u, label: t(`finance.statement.${u}`) }))}
        data-testid="statement-tabs"
      />
      <StatementList key={unit} unit={unit} />
    </Card>
  );
}
