import { useTranslation } from "react-i18next";

/** Logo and site name at the top of the menu. */
export function SiteLogo({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation();
  return (
    <div style={{ height: 56, display: "flex", alignItems: "center", gap: 8, padding: "0 20px", overflow: "hidden" }}>
      <img src="/static/logo-square.svg" alt="" width={28} height={28} />
      {!collapsed && <strong style={{ whiteSpace: "nowrap" }}>{t("shell.productName")}</strong>}
    </div>
  );
}
