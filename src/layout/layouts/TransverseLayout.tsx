import { useTranslation } from "react-i18next";
import { paletteOf } from "../../theme/palettes";
import { useThemePick } from "../../theme/themeStore";
import { useMenuModel } from "../menuContext";
import { SideMenu } from "../SideMenu";
import { SiteLogo } from "../SiteLogo";
import { HeaderTools } from "../HeaderTools";
import type { FrameParts } from "../ShellFrame";

/** The whole menu across the top bar (sub-menus drop down), with the tools. */
function TransverseTopbar() {
  const menu = useMenuModel();
  const { isShowLogo, isFixedHeader, themeStyle, menuHighlight } = useThemePick("isShowLogo", "isFixedHeader", "themeStyle", "menuHighlight");
  const dark = paletteOf(themeStyle).darkMenu;
  const { t } = useTranslation();
  return (
    <header className={`shell-topbar${dark ? " is-dark" : ""}${isFixedHeader ? " is-fixed" : ""} menu-hl-${menuHighlight}`} data-testid="shell-topbar">
      {isShowLogo && <SiteLogo dark={dark} />}
      <nav aria-label={t("shell.landmarks.menu")} style={{ flex: 1, minWidth: 0, display: "flex" }}>
        <SideMenu items={menu} mode="horizontal" dark={dark} testId="transverse-menu" />
      </nav>
      <HeaderTools />
    </header>
  );
}

/** transverse: the whole menu across the top bar, no side bar. */
export const TRANSVERSE_PARTS: FrameParts = { topbar: <TransverseTopbar /> };
