import { paletteOf } from "../../theme/palettes";
import { useThemePick } from "../../theme/themeStore";
import { useMenuModel } from "../menuContext";
import { SideMenu } from "../SideMenu";
import { SiteLogo } from "../SiteLogo";
import { ShellColumn } from "../ShellColumn";
import { HeaderTools } from "../HeaderTools";

/** transverse: the whole menu across the top bar (sub-menus drop down), no side bar. */
export function TransverseLayout() {
  const menu = useMenuModel();
  const { isShowLogo, isFixedHeader, themeStyle, menuHighlight } = useThemePick("isShowLogo", "isFixedHeader", "themeStyle", "menuHighlight");
  const dark = paletteOf(themeStyle).darkMenu;
  return (
    <div className={`shell-root is-vertical${isFixedHeader ? " topbar-fixed" : ""}`} data-testid="layout-transverse">
      <header className={`shell-topbar${dark ? " is-dark" : ""}${isFixedHeader ? " is-fixed" : ""} menu-hl-${menuHighlight}`} data-testid="shell-topbar">
        {isShowLogo && <SiteLogo dark={dark} />}
        <SideMenu items={menu} mode="horizontal" dark={dark} testId="transverse-menu" />
        <HeaderTools />
      </header>
      <ShellColumn />
    </div>
  );
}
