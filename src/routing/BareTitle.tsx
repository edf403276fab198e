import { useLocation } from "react-router";
import type { PageRoute } from "./types";
import { usePageTitleOf } from "./usePageTitle";
import { DocumentTitle } from "./DocumentTitle";

/** document.title of a page outside the layout. */
export function BareTitle({ route }: { route: PageRoute }) {
  const { pathname } = useLocation();
  const titleOf = usePageTitleOf();
  return <DocumentTitle key={route.path} title={titleOf(pathname)} />;
}
