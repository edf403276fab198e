import { paletteOf } from "../../theme/palettes";
import { themeStore, useThemePick } from "../../theme/themeStore";
import { useMenuModel } from "../menuContext";
import { SideMenu } from "../SideMenu";
import { SiteLogo } from "../SiteLogo";
import { ShellColumn } from "../ShellColumn";
import { HeaderRow } from "../HeaderRow";
import { CollapseToggle } from "../HeaderBar";

/** defaults: the whole menu in a side bar, header with breadcrumb beside it. */
export function DefaultsLayout() {
  const menu = useMenuModel();
  const { isCollapse, isUniqueOpened, isShowLogo, themeStyle, menuHighlight } = useThemePick("isCollapse", "isUniqueOpened", "isShowLogo", "themeStyle", "menuHighlight");
  const dark = paletteOf(themeStyle).darkMenu;
  return (
    <div className="shell-root" data-testid="layout-defaults">
      <aside className={`shell-sider menu-hl-${menuHighlight}`} style={{ width: isCollapse ? 64 : 210 }} data-testid="side-menu">
        {isShowLogo && <SiteLogo collapsed={isCollapse} dark={dark} />}
        <SideMenu items={menu} collapsed={isCollapse} accordion={isUniqueOpened} dark={dark} />
      </aside>
      <ShellColumn header={<HeaderRow leading={<CollapseToggle collapsed={isCollapse} onToggle={() => themeStore.update({ isCollapse: !isCollapse })} />} />} />
    </div>
  );
}
