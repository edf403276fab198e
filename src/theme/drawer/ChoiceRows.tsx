import { Segmented } from "antd";
import { useTranslation } from "react-i18next";
import { ANIMATIONS, MENU_HIGHLIGHTS, TAB_STYLES, TOP_MENU_STYLES, type ThemeSettings } from "../themeConfig";
import { themeStore } from "../themeStore";
import styles from "./ThemeDrawer.module.css";

type ChoiceKey = "tagsStyle" | "animation" | "menuHighlight" | "topMenuStyle";

interface Choice {
  key: ChoiceKey;
  values: readonly string[];
  disabled?: (config: ThemeSettings) => boolean;
  /** Shown only where the choice changes something. */
  shown?: (config: ThemeSettings) => boolean;
}

/** The drawer's choices (spec doc 1 §2.4): tab style, page animation, menu highlight, top-menu style. */
const CHOICES: Choice[] = [
  { key: "tagsStyle", values: TAB_STYLES, disabled: (c) => !c.isTagsview },
  { key: "animation", values: ANIMATIONS },
  { key: "menuHighlight", values: MENU_HIGHLIGHTS },
  { key: "topMenuStyle", values: TOP_MENU_STYLES, shown: (c) => c.layout === "columns" || c.layout === "classic" },
];

export function ChoiceRows({ config }: { config: ThemeSettings }) {
  const { t } = useTranslation();
  return (
    <>
      {CHOICES.filter((choice) => choice.shown?.(config) ?? true).map((choice) => (
        <div key={choice.key} className={styles.choice}>
          <span className={styles.label}>{t(`theme.choices.${choice.key}.label`)}</span>
          <Segmented
            size="small"
            block
            value={config[choice.key]}
            disabled={choice.disabled?.(config) ?? false}
            data-testid={`theme-choice-${choice.key}`}
            options={choice.values.map((value) => ({ value, label: t(`theme.choices.${choice.key}.${value}`) }))}
            onChange={(value) => themeStore.update({ [choice.key]: value } as Partial<ThemeSettings>)}
          />
        </div>
      ))}
    </>
  );
}
