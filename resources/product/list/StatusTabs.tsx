import { memo, useDeferredValue } from "react";
import { Tabs } from "antd";
import { useTranslation } from "react-i18next";
import { PRODUCT_TAB } from "../../../src/enums/product";
import type { TabCount } from "../types";
import { TabCount as Count } from "../../../src/widgets/tabbedList/TabCount";

interface StatusTabsProps {
  tab: number;
  counts: readonly TabCount[];
  /** The counts are the last search's, the new ones on their way. */
  countsStale: boolean;
  onChange: (tab: number) => void;
}

/**
 * 出售中(3) 仓库中(1) …: the eight tabs with the counts of `tabs/headers`. New counts are shown
 * at low priority: they often arrive while the rows are being drawn, and re-measuring the
 * tabs must not hold the rows back.
 */
export const StatusTabs = memo(function StatusTabs({ tab, counts, countsStale, onChange }: StatusTabsProps) {
  return <TabsWithCounts tab={tab} counts={useDeferredValue(counts)} countsStale={useDeferredValue(countsStale)} onChange={onChange} />;
});

const TabsWithCounts = memo(function TabsWithCounts({ tab, counts, countsStale, onChange }: StatusTabsProps) {
  const { t } = useTranslation();
  const countOf = (type: number) => counts.find((c) => Number(c.type) === type)?.count;
  return (
    <Tabs
      activeKey={String(tab)}
      onChange={(key) => onChange(Number(key))}
      data-testid="product-tabs"
      items={PRODUCT_TAB.map((entry) => {
        const count = countOf(entry.value);
        return {
          key: String(entry.value),
          label: (
            <span data-testid={`product-tab-${entry.value}`}>
              {t(entry.label)}
              {count !== undefined && <Count count={count} stale={countsStale} testId={`product-tab-count-${entry.value}`} />}
            </span>
          ),
        };
      })}
    />
  );
});
