import { memo, useEffect } from "react";
import { Tooltip } from "antd";
import { CheckOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import { whenIdleAfter } from "../../widgets/whenIdle";
import { PALETTES, THEME_IDS, type ThemeId } from "../palettes";
import { prepareThemeStyle, themeStore, useThemePick } from "../themeStore";
import styles from "./ThemeDrawer.module.css";

/** One theme: its primary over its menu colour. Rendered again only when chosen or left. */
const Swatch = memo(function Swatch({ id, chosen }: { id: ThemeId; chosen: boolean }) {
  const { t } = useTranslation();
  const palette = PALETTES[id];
  return (
    <Tooltip title={t(`theme.themes.${id}`)}>
      <button
        type="button"
        className={styles.swatch}
        style={{ background: palette.columnsOnly ? palette.columnsBg : `linear-gradient(135deg, ${palette.primary} 50%, ${palette.menuBg} 50%)` }}
        aria-label={t(`theme.themes.${id}`)}
        aria-pressed={chosen}
        onClick={() => themeStore.setThemeStyle(id)}
        data-testid={`theme-option-${id}`}
      >
        {chosen && <CheckOutlined className={styles.swatchCheck} />}
      </button>
    </Tooltip>
  );
});

/** Colour themes as swatches; theme-9 only in the columns layout. */
export function ThemeChooser() {
  const { t } = useTranslation();
  const { themeStyle, layout } = useThemePick("themeStyle", "layout");
  const offered = THEME_IDS.filter((id) => !PALETTES[id].columnsOnly || layout === "columns");
  const offeredKey = offered.join();
  // Each offered theme's colours are derived while the drawer is open and the page idle: a
  // click then only writes them (themePreview.ts).
  useEffect(() => {
    const cancels = offeredKey.split(",").map((id) => whenIdleAfter(0, true, () => prepareThemeStyle(id as ThemeId)));
    return () => cancels.forEach((cancel) => cancel());
  }, [offeredKey]);
  return (
    <div className={styles.row}>
      <span className={styles.label}>{t("theme.colourTheme")}</span>
      <div className={styles.swatches}>
        {offered.map((id) => (
          <Swatch key={id} id={id} chosen={themeStyle === id} />
        ))}
      </div>
    </div>
  );
}
