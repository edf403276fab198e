import { useCustom } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { canDo } from "../../providers/accessControl";

/** Authority of the company-info call (contract §2.2). */
export const COPYRIGHT_AUTHORITY = "merchant:copyright:get:company:info";

interface CompanyInfo {
  companyName?: string;
  companyImage?: string;
}

/** Copyright line from the server's company info (shown when the footer switch is on). */
export function Footer() {
  const { t } = useTranslation();
  const { result } = useCustom<CompanyInfo>({
    url: "",
    method: "get",
    meta: { resource: "shellCopyright", action: "info" },
    queryOptions: { staleTime: Infinity, enabled: canDo(COPYRIGHT_AUTHORITY) },
  });
  const info = result?.data;
  return (
    <footer className="shell-footer" data-testid="shell-footer">
      {info?.companyImage && <img src={info.companyImage} alt="" height={16} style={{ verticalAlign: "middle", marginRight: 6 }} />}
      {t("shell.footer", { year: new Date().getFullYear(), company: info?.companyName ?? "" })}
    </footer>
  );
}
