import { useTranslation } from "react-i18next";
import { paletteOf } from "../../theme/palettes";
import { useThemePick } from "../../theme/themeStore";
import { useMenuModel } from "../menuContext";
import { SideMenu } from "../SideMenu";
import { SiteLogo } from "../SiteLogo";
import { HeaderRow } from "../HeaderRow";
import { CollapseToggle } from "../HeaderBar";
import type { FrameParts } from "../ShellFrame";

/** The whole menu in a side bar. */
function DefaultsSider() {
  const menu = useMenuModel();
  const { isCollapse, isUniqueOpened, isShowLogo, themeStyle, menuHighlight } = useThemePick("isCollapse", "isUniqueOpened", "isShowLogo", "themeStyle", "menuHighlight");
  const dark = paletteOf(themeStyle).darkMenu;
  const { t } = useTranslation();
  return (
    <nav className={`shell-sider menu-hl-${menuHighlight}`} style={{ width: isCollapse ? 64 : 210 }} aria-label={t("shell.landmarks.menu")} data-testid="side-menu">
      {isShowLogo && <SiteLogo collapsed={isCollapse} dark={dark} />}
      <SideMenu items={menu} collapsed={isCollapse} accordion={isUniqueOpened} dark={dark} />
    </nav>
  );
}

/** defaults: the whole menu in a side bar, header with breadcrumb beside it. */
export const DEFAULTS_PARTS: FrameParts = {
  side: <DefaultsSider />,
  header: <HeaderRow leading={<CollapseToggle />} />,
};
