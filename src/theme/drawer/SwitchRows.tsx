import { memo } from "react";
import { Switch } from "antd";
import { useTranslation } from "react-i18next";
import type { ThemeSettings } from "../themeConfig";
import { themeStore, useThemePick } from "../themeStore";
import { breadcrumbAllowed } from "../themeRules";
import styles from "./ThemeDrawer.module.css";

type BoolKey = {
  [K in keyof ThemeSettings]: ThemeSettings[K] extends boolean ? K : never;
}[keyof ThemeSettings];

/** What the rows read: their own settings and the layout. */
type RowsState = Pick<ThemeSettings, BoolKey | "layout">;

interface Row {
  key: BoolKey;
  /** Why the switch cannot apply in the current layout. */
  disabled?: (config: RowsState) => boolean;
  set?: (on: boolean) => void;
}

const hasSideMenu = (config: RowsState) => config.layout !== "transverse";

/** The drawer's switches, in the spec's order (spec doc 1 §2.4). */
const ROWS: Row[] = [
  { key: "isCollapse", disabled: (c) => !hasSideMenu(c) },
  { key: "isUniqueOpened", disabled: (c) => !hasSideMenu(c) },
  { key: "isFixedHeader" },
  { key: "isShowLogo" },
  { key: "isBreadcrumb", disabled: (c) => !breadcrumbAllowed(c.layout) },
  { key: "isBreadcrumbIcon", disabled: (c) => !breadcrumbAllowed(c.layout) || !c.isBreadcrumb },
  { key: "isTagsview" },
  { key: "isFooter" },
  { key: "isGrayscale", set: (on) => themeStore.setFilter("grayscale", on) },
  { key: "isInvert", set: (on) => themeStore.setFilter("invert", on) },
];

const READS: (BoolKey | "layout")[] = [...ROWS.map((row) => row.key), "layout"];

/** One switch; rendered again only when its own state changes (a layout change touches a few). */
const SwitchRow = memo(function SwitchRow({ row, checked, disabled }: { row: Row; checked: boolean; disabled: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={styles.row}>
      {/* A disabled switch's label is lighter, and still reads (4.5:1): it says what cannot be set here. */}
      <label htmlFor={`theme-switch-${row.key}`} className={disabled ? `${styles.label} ${styles.labelDisabled}` : styles.label}>
        {t(`theme.switches.${row.key}`)}
      </label>
      <Switch
        id={`theme-switch-${row.key}`}
        size="small"
        checked={checked}
        disabled={disabled}
        data-testid={`theme-switch-${row.key}`}
        onChange={(on) => (row.set ? row.set(on) : themeStore.update({ [row.key]: on }))}
      />
    </div>
  );
});

/** Renders again only when one of its settings changes (not on a colour change). */
export function SwitchRows() {
  const config = useThemePick(...READS);
  return (
    <>
      {ROWS.map((row) => (
        <SwitchRow key={row.key} row={row} checked={config[row.key]} disabled={row.disabled?.(config) ?? false} />
      ))}
    </>
  );
}
