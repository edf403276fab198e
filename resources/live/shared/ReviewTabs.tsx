import { Tabs } from "antd";
import { useTranslation } from "react-i18next";
import type { EnumTable } from "../../../src/enums/enumTable";
import { WRAPPING_TABS } from "../../../src/widgets/tabbedList/wrappingTabs";

/** "All" then one tab per review state, in the given order. */
export function ReviewTabs({ table, order, active, onChange, testId }: { table: EnumTable<number>; order: readonly number[]; active: number | undefined; onChange: (value: number | undefined) => void; testId: string }) {
  const { t } = useTranslation();
  const label = (value: number) => t(table.find((e) => e.value === value)?.label ?? String(value));
  return (
    <Tabs
      className={WRAPPING_TABS}
      activeKey={active === undefined ? "all" : String(active)}
      onChange={(key) => onChange(key === "all" ? undefined : Number(key))}
      items={[{ key: "all", label: <span data-testid={`${testId}-all`}>{t("live.common.all")}</span> }].concat(
        order.map((value) => ({ key: String(value), label: <span data-testid={`${testId}-${value}`}>{label(value)}</span> })),
      )}
    />
  );
}
