import type { ReactNode } from "react";
import { useThemePick } from "../theme/themeStore";
import { TagsView } from "./tags/TagsView";
import { PageSlot } from "./pageSlot";
import { Footer } from "./Footer";

/** The right-hand column of every layout: header and tabs (sticky when the header is fixed), pages, footer. */
export function ShellColumn({ header }: { header?: ReactNode }) {
  const { isFixedHeader, isTagsview, tagsStyle, isFooter } = useThemePick("isFixedHeader", "isTagsview", "tagsStyle", "isFooter");
  return (
    <div className="shell-column" data-testid="shell-column">
      {(header || isTagsview) && (
        <div className={isFixedHeader ? "shell-top is-fixed" : "shell-top"} data-testid="shell-top">
          {header}
          {isTagsview && <TagsView styleName={tagsStyle} />}
        </div>
      )}
      <main className="shell-main">
        <PageSlot />
        {isFooter && <Footer />}
      </main>
    </div>
  );
}
