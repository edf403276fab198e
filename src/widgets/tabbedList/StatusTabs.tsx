import { memo } from "react";
import { Tabs } from "antd";
import { useTranslation } from "react-i18next";
import { countOf } from "./tabs";
import { TabCount } from "./TabCount";
import { WRAPPING_TABS } from "./wrappingTabs";

interface StatusTabsProps {
  tabs: readonly { value: string; count: string; label: string }[];
  active: string;
  counts: object | undefined;
  /** The counts are the last search's, the new ones on their way. */
  countsStale?: boolean;
  onChange: (value: string) => void;
  testId: string;
}

/** Status tabs with their counts, e.g. 待发货(12). */
export const StatusTabs = memo(function StatusTabs({ tabs, active, counts, countsStale = false, onChange, testId }: StatusTabsProps) {
  const { t } = useTranslation();
  return (
    <Tabs
      className={WRAPPING_TABS}
      activeKey={active}
      onChange={onChange}
      data-testid={testId}
      items={tabs.map((tab) => {
        const count = countOf(counts, tab.count);
        return {
          key: tab.value,
          label: (
            <span data-testid={`${testId}-${tab.value}`}>
              {t(tab.label)}
              {count !== undefined && <TabCount count={count} stale={countsStale} testId={`${testId}-count-${tab.value}`} />}
            </span>
          ),
        };
      })}
    />
  );
});
