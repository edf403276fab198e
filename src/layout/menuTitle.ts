import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import type { MenuItemModel } from "./menuModel";

/** A menu entry's label: its page title key (or directory key), falling back to the server's title. */
export function useMenuLabel() {
  const { t } = useTranslation();
  return useCallback((item: MenuItemModel) => (item.titleKey ? t(item.titleKey, { defaultValue: item.serverTitle }) : item.serverTitle), [t]);
}
