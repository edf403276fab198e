import { Card, Tabs } from "antd";
import { useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { StatementList, type StatementUnit } from "./StatementList";
import { useAllowedEach } from "../../../src/access/useAllowed";
import { FINANCE } from "../endpoints";

/** /finance/statement: daily and monthly statements; the tab is kept in the address (`?tab=`). */
export default function StatementPage() {
  const may = useAllowedEach(FINANCE.monthly, ["list"]);
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const units: StatementUnit[] = may.list ? ["daily", "monthly"] : ["daily"];
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
