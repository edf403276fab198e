import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { useThemePick } from "../theme/themeStore";
import { usePageTitleOf } from "../routing/usePageTitle";
import { TagsView } from "./tags/TagsView";
import { PageSlot } from "./pageSlot";
import { Footer } from "./Footer";
import { useMenuModel } from "./menuContext";
import { MAIN_CONTENT_ID, PAGE_TITLE_ID } from "./SkipLink";

/** The page's one h1: its title (the tab's and the window's), for screen readers and the outline; the page shows its own headings. */
function PageHeading() {
  const { pathname } = useLocation();
  const title = usePageTitleOf(useMenuModel())(pathname);
  return (
    <h1 id={PAGE_TITLE_ID} className="visually-hidden" data-testid="page-title">
      {title}
    </h1>
  );
}

/**
 * The right-hand column of every layout: header and tabs (sticky when the header is fixed), pages,
 * footer. The header is the page's banner where the layout has no top bar (which is then the
 * banner); the pages are its main landmark, named by the page title and the skip link's target.
 */
export function ShellColumn({ header }: { header?: ReactNode }) {
  const { isFixedHeader, isTagsview, tagsStyle, isFooter } = useThemePick("isFixedHeader", "isTagsview", "tagsStyle", "isFooter");
  const Top = header ? "header" : "div";
  return (
    <div className="shell-column" data-testid="shell-column">
      {(header || isTagsview) && (
        <Top className={isFixedHeader ? "shell-top is-fixed" : "shell-top"} data-testid="shell-top">
          {header}
          {isTagsview && <TagsView styleName={tagsStyle} />}
        </Top>
      )}
      <main className="shell-main" id={MAIN_CONTENT_ID} tabIndex={-1} aria-labelledby={PAGE_TITLE_ID}>
        <PageHeading />
        <PageSlot />
        {isFooter && <Footer />}
      </main>
    </div>
  );
}
