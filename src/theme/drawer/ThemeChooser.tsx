import { Tooltip } from "antd";
import { CheckOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import { PALETTES, THEME_IDS } from "../palettes";
import type { ThemeSettings } from "../themeConfig";
import { themeStore } from "../themeStore";
import styles from "./ThemeDrawer.module.css";

/** Colour themes as swatches (primary over menu colour); theme-9 only in the columns layout. */
export function ThemeChooser({ config }: { config: ThemeSettings }) {
  const { t } = useTranslation();
  const offered = THEME_IDS.filter((id) => !PALETTES[id].columnsOnly || config.layout === "columns");
  return (
    <div className={styles.row}>
      <span className={styles.label}>{t("theme.colourTheme")}</span>
      <div className={styles.swatches}>
        {offered.map((id) => {
          const palette = PALETTES[id];
          return (
            <Tooltip key={id} title={t(`theme.themes.${id}`)}>
              <button
                type="button"
                className={styles.swatch}
                style={{ background: palette.columnsOnly ? palette.columnsBg : `linear-gradient(135deg, ${palette.primary} 50%, ${palette.menuBg} 50%)` }}
                aria-label={t(`theme.themes.${id}`)}
                aria-pressed={config.themeStyle === id}
                onClick={() => themeStore.setThemeStyle(id)}
                data-testid={`theme-option-${id}`}
              >
                {config.themeStyle === id && <CheckOutlined className={styles.swatchCheck} />}
              </button>
            </Tooltip>
          );
        })}
      </div>
    </div>
  );
}
