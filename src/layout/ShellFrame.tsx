import type { ReactNode } from "react";
import { isTopLayout, type LayoutName } from "../theme/themeConfig";
import { useThemePick } from "../theme/themeStore";
import { ShellColumn } from "./ShellColumn";

/** What a layout puts around the page column: a bar across the top, a part on the left, the column's header. */
export interface FrameParts {
  topbar?: ReactNode;
  side?: ReactNode;
  header?: ReactNode;
}

/**
 * The frame every desktop layout fills: [top bar] / [left part] [column: header, tabs, pages,
 * footer]. The column keeps its place in the tree whatever the layout, so a switch of layout
 * mounts only the parts that differ: the tabs, the footer and the open pages stay as they are
 * (the pages are not even moved, so the browser does not restyle them).
 */
export function ShellFrame({ layout, topbar, side, header }: FrameParts & { layout: LayoutName }) {
  const { isFixedHeader } = useThemePick("isFixedHeader");
  const top = isTopLayout(layout);
  return (
    <div className={`shell-root${top ? " is-vertical" : ""}${top && isFixedHeader ? " topbar-fixed" : ""}`} data-testid={`layout-${layout}`}>
      {topbar ?? null}
      <div className="shell-body">
        {side ?? null}
        <ShellColumn header={header} />
      </div>
    </div>
  );
}
