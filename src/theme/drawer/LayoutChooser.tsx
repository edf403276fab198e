import { useTranslation } from "react-i18next";
import { LAYOUTS, type LayoutName } from "../themeConfig";
import styles from "./ThemeDrawer.module.css";

/** A thumbnail of each layout's arrangement: dark parts are menus, the dashed box the page. */
function Thumb({ layout }: { layout: LayoutName }) {
  const aside = <div className={styles.thumbAside} />;
  const header = <div className={styles.thumbHeader} />;
  const main = <div className={styles.thumbMain} />;
  if (layout === "defaults")
    return (
      <div className={styles.thumbRow}>
        {aside}
        <div className={styles.thumbCol}>
          {header}
          {main}
        </div>
      </div>
    );
  if (layout === "columns")
    return (
      <div className={styles.thumbRow}>
        <div className={styles.thumbNarrow} />
        <div className={styles.thumbAsideLight} />
        <div className={styles.thumbCol}>
          {header}
          {main}
        </div>
      </div>
    );
  if (layout === "classic")
    return (
      <div className={styles.thumbCol}>
        <div className={styles.thumbTop} />
        <div className={styles.thumbRow}>
          <div className={styles.thumbAsideLight} />
          {main}
        </div>
      </div>
    );
  return (
    <div className={styles.thumbCol}>
      <div className={styles.thumbTop} />
      {main}
    </div>
  );
}

/** The four layouts (spec doc 1 §2.4); choosing one applies at once. */
export function LayoutChooser({ value, onChange }: { value: LayoutName; onChange: (layout: LayoutName) => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.layouts}>
      {LAYOUTS.map((layout) => (
        <button
          key={layout}
          type="button"
          className={layout === value ? `${styles.layout} ${styles.active}` : styles.layout}
          aria-pressed={layout === value}
          onClick={() => onChange(layout)}
          data-testid={`layout-option-${layout}`}
        >
          <Thumb layout={layout} />
          <span className={styles.layoutName}>{t(`theme.layouts.${layout}`)}</span>
        </button>
      ))}
    </div>
  );
}
