import { Segmented } from "antd";
import { useTranslation } from "react-i18next";
import { changeLanguage, LANGUAGES, type Language } from "../../providers/i18nProvider";

const NAMES: Record<Language, string> = { "zh-CN": "中文", "en-US": "English" };

/** A light two-way language switch for the sign-in page (the header has the dropdown). */
export function LanguageToggle() {
  const { i18n, t } = useTranslation();
  return (
    <Segmented
      size="small"
      aria-label={t("shell.language")}
      data-testid="language-toggle"
      value={i18n.language}
      options={LANGUAGES.map((language) => ({ value: language, label: NAMES[language] }))}
      onChange={(value) => void changeLanguage(value as Language)}
    />
  );
}
