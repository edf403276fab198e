import { Navigate, useLocation } from "react-router";
import { mayOpen } from "../../providers/accessControl";
import { useMenuModel } from "../layout/menuContext";
import { findRoute } from "./pathMatch";
import { sectionDefault } from "./sectionDefault";
import type { PageRoute } from "./types";

/**
 * An address no page answers: a menu section's address (/product, /finance) opens the
 * section's first page the user may open; anything else is /404.
 */
export function UnknownPath({ routes }: { routes: readonly PageRoute[] }) {
  const { pathname, search, hash } = useLocation();
  const menu = useMenuModel();
  const target = sectionDefault(menu, pathname, (path) => {
    const found = findRoute(routes, path);
    return !!found && mayOpen(found.route);
  });
  return <Navigate to={target ? { pathname: target, search, hash } : "/404"} replace />;
}
