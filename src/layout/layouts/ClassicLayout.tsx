import { paletteOf } from "../../theme/palettes";
import { themeStore, useThemePick } from "../../theme/themeStore";
import { useMenuModel } from "../menuContext";
import { SideMenu } from "../SideMenu";
import { SiteLogo } from "../SiteLogo";
import { ShellColumn } from "../ShellColumn";
import { HeaderTools } from "../HeaderTools";
import { CollapseToggle } from "../HeaderBar";
import { TopGroups } from "./TopGroups";
import { useChosenGroup } from "./useChosenGroup";

/** classic: the first level across a top bar, the rest of the chosen group in a side menu. */
export function ClassicLayout() {
  const menu = useMenuModel();
  const { isCollapse, isUniqueOpened, isShowLogo, isFixedHeader, themeStyle, menuHighlight, topMenuStyle } = useThemePick("isCollapse", "isUniqueOpened", "isShowLogo", "isFixedHeader", "themeStyle", "menuHighlight", "topMenuStyle");
  const dark = paletteOf(themeStyle).darkMenu;
  const group = useChosenGroup(menu);
  const children = group?.children ?? [];
  return (
    <div className={`shell-root is-vertical${isFixedHeader ? " topbar-fixed" : ""}`} data-testid="layout-classic">
      <header className={`shell-topbar${dark ? " is-dark" : ""}${isFixedHeader ? " is-fixed" : ""}`} data-testid="shell-topbar">
        {isShowLogo && <SiteLogo dark={dark} />}
        {children.length > 0 && <CollapseToggle collapsed={isCollapse} onToggle={() => themeStore.update({ isCollapse: !isCollapse })} />}
        <TopGroups groups={menu} active={group} highlight={menuHighlight} vertical={topMenuStyle === "vertical"} />
        <HeaderTools />
      </header>
      <div className="shell-body">
        {children.length > 0 && (
          <aside className={`shell-sider menu-hl-${menuHighlight}`} style={{ width: isCollapse ? 64 : 210, background: "#fff" }} data-testid="side-menu">
            <SideMenu items={children} collapsed={isCollapse} accordion={isUniqueOpened} testId="classic-side-menu" />
          </aside>
        )}
        <ShellColumn />
      </div>
    </div>
  );
}
