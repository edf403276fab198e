import { memo, useCallback, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { CellLinks } from "../../../src/widgets/listCells/CellLinks";
import type { ProductRow } from "../types";
import { ROW_ACTION_ORDER, rowActions, type ProductCan, type RowAction } from "./rowActions";

/** How many actions show as links before the rest go under 更多. */
const INLINE = 3;
const DANGER: readonly RowAction[] = ["recycle", "delete"];

export type RowActionLabels = Record<RowAction | "more", string>;

/** The action labels, translated once for the whole list. */
export function useRowActionLabels(): RowActionLabels {
  const { t, i18n } = useTranslation();
  return useMemo(
    () => Object.fromEntries([...ROW_ACTION_ORDER, "more"].map((a) => [a, t(`product.list.actions.${a}`)])) as RowActionLabels,
    // eslint-disable-next-line react-hooks/exhaustive-deps -- t changes with the language
    [t, i18n.language],
  );
}

/** The actions a row's tab and state allow and the user may run. */
export const RowActions = memo(function RowActions({
  tab,
  row,
  labels,
  can,
  onAction,
}: {
  tab: number;
  row: ProductRow;
  labels: RowActionLabels;
  /** The list's permissions (useListAccess). */
  can: ProductCan;
  onAction: (action: RowAction, row: ProductRow) => void;
}) {
  const links = rowActions(tab, row, can).map((action) => ({
    key: action,
    label: labels[action],
    danger: DANGER.includes(action),
    testId: `row-${action}-${row.id}`,
  }));
  const onClick = useCallback((action: RowAction) => onAction(action, row), [onAction, row]);
  return <CellLinks links={links} onClick={onClick} inline={INLINE} moreLabel={labels.more} moreTestId={`row-more-${row.id}`} />;
});
