import { useState } from "react";
import { createPortal } from "react-dom";
import { useLocation } from "react-router";
import { useThemePick } from "../theme/themeStore";
import type { LayoutName } from "../theme/themeConfig";
import { DocumentTitle } from "../routing/DocumentTitle";
import { usePageTitleOf } from "../routing/usePageTitle";
import { useMenu } from "./useMenu";
import { MenuContext, useMenuModel } from "./menuContext";
import { PageNodeContext } from "./pageSlot";
import { PageStack } from "./PageStack";
import { ThemeDrawerMount } from "../theme/ThemeDrawerHost";
import { useIsMobile } from "./useIsMobile";
import { DEFAULTS_PARTS } from "./layouts/DefaultsLayout";
import { COLUMNS_PARTS } from "./layouts/ColumnsLayout";
import { CLASSIC_PARTS } from "./layouts/ClassicLayout";
import { TRANSVERSE_PARTS } from "./layouts/TransverseLayout";
import { ShellFrame, type FrameParts } from "./ShellFrame";
import { MobileLayout } from "./layouts/MobileLayout";
import { SkipLink } from "./SkipLink";
import "./shell.css";

const LAYOUT_PARTS: Record<LayoutName, FrameParts> = {
  defaults: DEFAULTS_PARTS,
  columns: COLUMNS_PARTS,
  classic: CLASSIC_PARTS,
  transverse: TRANSVERSE_PARTS,
};

function ShellTitle() {
  const { pathname } = useLocation();
  const menu = useMenuModel();
  const titleOf = usePageTitleOf(menu);
  return <DocumentTitle title={titleOf(pathname)} />;
}

/**
 * The signed-in frame: the layout chosen in the theme drawer (the default one with a menu
 * drawer under 1000 px), around the open pages. The pages render once, into a node the
 * current layout hosts, so switching layout or theme never re-mounts them.
 */
export default function ShellLayout() {
  const menu = useMenu();
  const { layout } = useThemePick("layout");
  const mobile = useIsMobile();
  const [pageNode] = useState(() => {
    const node = document.createElement("div");
    node.className = "shell-pages-root";
    return node;
  });
  return (
    <MenuContext.Provider value={menu}>
      <PageNodeContext.Provider value={pageNode}>
        <ShellTitle />
        <SkipLink />
        {mobile ? <MobileLayout /> : <ShellFrame layout={layout} {...LAYOUT_PARTS[layout]} />}
        <ThemeDrawerMount />
        {createPortal(<PageStack />, pageNode)}
      </PageNodeContext.Provider>
    </MenuContext.Provider>
  );
}
