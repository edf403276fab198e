import { paletteOf } from "../../theme/palettes";
import { useThemePick } from "../../theme/themeStore";
import { useMenuModel } from "../menuContext";
import { SideMenu } from "../SideMenu";
import { SiteLogo } from "../SiteLogo";
import { HeaderTools } from "../HeaderTools";
import type { FrameParts } from "../ShellFrame";
import { CollapseToggle } from "../HeaderBar";
import { TopGroups } from "./TopGroups";
import { useChosenGroup } from "./useChosenGroup";
import { useMenuLabel } from "../menuTitle";

/** The first level across the top bar, with the tools. */
function ClassicTopbar() {
  const menu = useMenuModel();
  const { isShowLogo, isFixedHeader, themeStyle, menuHighlight, topMenuStyle } = useThemePick("isShowLogo", "isFixedHeader", "themeStyle", "menuHighlight", "topMenuStyle");
  const dark = paletteOf(themeStyle).darkMenu;
  const group = useChosenGroup(menu);
  return (
    <header className={`shell-topbar${dark ? " is-dark" : ""}${isFixedHeader ? " is-fixed" : ""}`} data-testid="shell-topbar">
      {isShowLogo && <SiteLogo dark={dark} />}
      {!!group?.children?.length && <CollapseToggle />}
      <TopGroups groups={menu} active={group} highlight={menuHighlight} vertical={topMenuStyle === "vertical"} />
      <HeaderTools />
    </header>
  );
}

/** The rest of the chosen group in a side menu (none for a group without pages below it). */
function ClassicSider() {
  const menu = useMenuModel();
  const { isCollapse, isUniqueOpened, menuHighlight } = useThemePick("isCollapse", "isUniqueOpened", "menuHighlight");
  const group = useChosenGroup(menu);
  const label = useMenuLabel();
  const children = group?.children ?? [];
  if (!group || children.length === 0) return null;
  // Named by its section, apart from the top bar's menu of sections.
  return (
    <nav className={`shell-sider menu-hl-${menuHighlight}`} style={{ width: isCollapse ? 64 : 210, background: "#fff" }} aria-label={label(group)} data-testid="side-menu">
      <SideMenu items={children} collapsed={isCollapse} accordion={isUniqueOpened} testId="classic-side-menu" />
    </nav>
  );
}

/** classic: the first level across a top bar, the rest of the chosen group in a side menu. */
export const CLASSIC_PARTS: FrameParts = { topbar: <ClassicTopbar />, side: <ClassicSider /> };
