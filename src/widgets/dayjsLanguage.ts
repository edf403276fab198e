import dayjs from "dayjs";
import "dayjs/locale/zh-cn";
import { i18next } from "../../providers/i18nProvider";

const dayjsLocale = (language: string) => (language === "zh-CN" ? "zh-cn" : "en");

/** dayjs in the interface language (antd's pickers, the console's dates, the week's first day). */
function follow(language: string | undefined) {
  if (language) dayjs.locale(dayjsLocale(language));
}

/**
 * Imported by the console (ConsoleApp): dayjs follows the language from then on, so the pages
 * outside the console (sign-in), which show no dates, load neither dayjs nor its locale. The
 * language may still be starting (the boot step loads the console early): its first
 * `languageChanged` sets it then.
 */
follow(i18next.language);
i18next.on("languageChanged", follow);
