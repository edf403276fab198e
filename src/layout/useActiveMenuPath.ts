import { useLocation } from "react-router";
import { routes } from "../../resources";
import { findRoute } from "../routing/pathMatch";

/** The menu path the current page belongs to: its own, or its `activeMenu` for hidden pages. */
export function useActiveMenuPath(): string {
  const { pathname } = useLocation();
  const found = findRoute(routes, pathname);
  return found?.route.activeMenu ?? pathname;
}
