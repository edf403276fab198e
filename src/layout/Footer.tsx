import { useCustom, type BaseRecord } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { useAllowed } from "../access/useAllowed";

/** The company name the backend answers: the setting as a plain string (anything else shows nothing). */
export const companyNameOf = (answer: unknown): string => (typeof answer === "string" ? answer.trim() : "");

/** Copyright line from the server's company name (shown when the footer switch is on). */
export function Footer() {
  const { t } = useTranslation();
  const mayRead = useAllowed("shellCopyright", "info");
  const { result } = useCustom<BaseRecord>({
    url: "",
    method: "get",
    meta: { resource: "shellCopyright", action: "info" },
    queryOptions: { staleTime: Infinity, enabled: mayRead },
  });
  // The answer is a plain string, which Refine's types (records) do not describe.
  const company = companyNameOf(result?.data as unknown);
  return (
    <footer className="shell-footer" data-testid="shell-footer">
      {t("shell.footer", { year: new Date().getFullYear(), company })}
    </footer>
  );
}
