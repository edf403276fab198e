import { useTranslation } from "react-i18next";

/** Logo and product name at the top of the menu (hidden by the drawer's logo switch). */
export function SiteLogo({ collapsed = false, dark = false }: { collapsed?: boolean; dark?: boolean }) {
  const { t } = useTranslation();
  const classes = ["shell-logo", dark ? "is-dark" : "", collapsed ? "is-collapsed" : ""].filter(Boolean).join(" ");
  return (
    <div className={classes} data-testid="site-logo">
      <img src="/static/logo-square.svg" alt="" width={28} height={28} />
      {!collapsed && <span>{t("shell.productName")}</span>}
    </div>
  );
}
