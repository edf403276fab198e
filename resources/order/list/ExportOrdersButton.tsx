import { useTranslation } from "react-i18next";
import type { QueryParams } from "../../../providers/filters";
import { ExportButton } from "../../../src/widgets/ExportButton";
import { ORDER } from "../endpoints";

/** 导出: the current tab and filters as an .xlsx (`export/order/excel` answers its address). */
export function ExportOrdersButton({ query }: { query: QueryParams }) {
  const { t } = useTranslation();
  return (
    <ExportButton
      resource={ORDER.orders}
      query={query}
      label={t("order.export.button")}
      busyLabel={t("order.export.busy")}
      runningMessage={t("order.export.running")}
      fallbackName="orders.xlsx"
      testId="order-export"
    />
  );
}
