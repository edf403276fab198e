import { useTranslation } from "react-i18next";

export const MAIN_CONTENT_ID = "main-content";
export const PAGE_TITLE_ID = "page-title";

/**
 * "Skip to content": the first stop of the Tab key, shown only while focused. It moves focus to
 * the page (the main landmark) without changing the address: a `#` in it would be a navigation
 * for the router and a new history entry.
 */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      className="skip-link"
      href={`#${MAIN_CONTENT_ID}`}
      data-testid="skip-link"
      onClick={(event) => {
        event.preventDefault();
        const main = document.getElementById(MAIN_CONTENT_ID);
        main?.focus();
        main?.scrollIntoView?.({ block: "start" });
      }}
    >
      {t("shell.skipToContent")}
    </a>
  );
}
