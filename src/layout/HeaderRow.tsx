import type { ReactNode } from "react";
import { useThemePick } from "../theme/themeStore";
import { breadcrumbAllowed } from "../theme/themeRules";
import { Breadcrumbs } from "./Breadcrumbs";
import { HeaderTools } from "./HeaderTools";

/** The header of the side-menu layouts: a leading button, the breadcrumb, the tools. */
export function HeaderRow({ leading, showBreadcrumb = true }: { leading?: ReactNode; showBreadcrumb?: boolean }) {
  const { isBreadcrumb, isBreadcrumbIcon, layout } = useThemePick("isBreadcrumb", "isBreadcrumbIcon", "layout");
  return (
    <div className="shell-header" data-testid="shell-header">
      {leading}
      {showBreadcrumb && isBreadcrumb && breadcrumbAllowed(layout) && <Breadcrumbs withIcons={isBreadcrumbIcon} />}
      <div className="shell-header-spacer" />
      <HeaderTools />
    </div>
  );
}
