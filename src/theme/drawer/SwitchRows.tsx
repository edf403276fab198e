import { Switch } from "antd";
import { useTranslation } from "react-i18next";
import type { ThemeSettings } from "../themeConfig";
import { themeStore } from "../themeStore";
import { breadcrumbAllowed } from "../themeRules";
import styles from "./ThemeDrawer.module.css";

type BoolKey = {
  [K in keyof ThemeSettings]: ThemeSettings[K] extends boolean ? K : never;
}[keyof ThemeSettings];

interface Row {
  key: BoolKey;
  /** Why the switch cannot apply in the current layout. */
  disabled?: (config: ThemeSettings) => boolean;
  set?: (on: boolean) => void;
}

const hasSideMenu = (config: ThemeSettings) => config.layout !== "transverse";

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

export function SwitchRows({ config }: { config: ThemeSettings }) {
  const { t } = useTranslation();
  return (
    <>
      {ROWS.map((row) => {
        const disabled = row.disabled?.(config) ?? false;
        return (
          <div key={row.key} className={styles.row}>
            <span className={styles.label} style={{ opacity: disabled ? 0.5 : 1 }}>
              {t(`theme.switches.${row.key}`)}
            </span>
            <Switch
              size="small"
              checked={config[row.key]}
              disabled={disabled}
              aria-label={t(`theme.switches.${row.key}`)}
              data-testid={`theme-switch-${row.key}`}
              onChange={(on) => (row.set ? row.set(on) : themeStore.update({ [row.key]: on }))}
            />
          </div>
        );
      })}
    </>
  );
}
