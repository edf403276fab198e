import { memo } from "react";
import { Segmented } from "antd";
import { useTranslation } from "react-i18next";
import { ANIMATIONS, MENU_HIGHLIGHTS, TAB_STYLES, TOP_MENU_STYLES, type ThemeSettings } from "../themeConfig";
import { themeStore, useThemePick } from "../themeStore";
import styles from "./ThemeDrawer.module.css";

type ChoiceKey = "tagsStyle" | "animation" | "menuHighlight" | "topMenuStyle";

/** What the choices read: their own settings, whether tabs are on, and the layout. */
type ChoicesState = Pick<ThemeSettings, ChoiceKey | "isTagsview" | "layout">;

interface Choice {
  key: ChoiceKey;
  values: readonly string[];
  disabled?: (config: ChoicesState) => boolean;
  /** Shown only where the choice changes something. */
  shown?: (config: ChoicesState) => boolean;
}

/** The drawer's choices (spec doc 1 §2.4): tab style, page animation, menu highlight, top-menu style. */
const CHOICES: Choice[] = [
  { key: "tagsStyle", values: TAB_STYLES, disabled: (c) => !c.isTagsview },
  { key: "animation", values: ANIMATIONS },
  { key: "menuHighlight", values: MENU_HIGHLIGHTS },
  { key: "topMenuStyle", values: TOP_MENU_STYLES, shown: (c) => c.layout === "columns" || c.layout === "classic" },
];

const READS: (keyof ChoicesState)[] = [...CHOICES.map((choice) => choice.key), "isTagsview", "layout"];

/** Renders again only when one of its settings changes (not on a colour change). */
export function ChoiceRows() {
  const config = useThemePick(...READS);
  return (
    <>
      {CHOICES.filter((choice) => choice.shown?.(config) ?? true).map((choice) => (
        <ChoiceRow key={choice.key} choice={choice} value={config[choice.key]} disabled={choice.disabled?.(config) ?? false} />
      ))}
    </>
  );
}

/** One choice; rendered again only when its own state changes. */
const ChoiceRow = memo(function ChoiceRow({ choice, value, disabled }: { choice: Choice; value: string; disabled: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={styles.choice}>
      <span className={styles.label}>{t(`theme.choices.${choice.key}.label`)}</span>
      <Segmented
        size="small"
        block
        value={value}
        disabled={disabled}
        data-testid={`theme-choice-${choice.key}`}
        options={choice.values.map((option) => ({ value: option, label: t(`theme.choices.${choice.key}.${option}`) }))}
        onChange={(next) => themeStore.update({ [choice.key]: next } as Partial<ThemeSettings>)}
      />
    </div>
  );
});
