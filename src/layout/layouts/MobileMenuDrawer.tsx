import { Drawer } from "antd";
import { useTranslation } from "react-i18next";
import { paletteOf } from "../../theme/palettes";
import { useThemePick } from "../../theme/themeStore";
import { useMenuModel } from "../menuContext";
import { SideMenu } from "../SideMenu";
import { SiteLogo } from "../SiteLogo";

/** The menu in a drawer from the left, under 1000 px (MobileLayout loads it on first opening). */
export default function MobileMenuDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const menu = useMenuModel();
  const { isUniqueOpened, themeStyle } = useThemePick("isUniqueOpened", "themeStyle");
  const palette = paletteOf(themeStyle);
  return (
    <Drawer
      placement="left"
      open={open}
      onClose={onClose}
      width={230}
      closable={false}
      rootClassName="shell-mobile-drawer"
      styles={{ body: { padding: 0, background: palette.menuBg } }}
      data-testid="mobile-menu-drawer"
    >
      <nav aria-label={t("shell.landmarks.menu")} data-testid="side-menu">
        <SiteLogo dark={palette.darkMenu} />
        <SideMenu items={menu} accordion={isUniqueOpened} dark={palette.darkMenu} onNavigate={onClose} />
      </nav>
    </Drawer>
  );
}
