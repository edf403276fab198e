import { useState } from "react";
import { Button, Drawer } from "antd";
import { MenuOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import { paletteOf } from "../../theme/palettes";
import { useThemePick } from "../../theme/themeStore";
import { useMenuModel } from "../menuContext";
import { SideMenu } from "../SideMenu";
import { SiteLogo } from "../SiteLogo";
import { ShellColumn } from "../ShellColumn";
import { HeaderRow } from "../HeaderRow";

/** Under 1000 px: the default layout with the menu in a drawer opened from the header. */
export function MobileLayout() {
  const { t } = useTranslation();
  const menu = useMenuModel();
  const { isUniqueOpened, themeStyle } = useThemePick("isUniqueOpened", "themeStyle");
  const palette = paletteOf(themeStyle);
  const [open, setOpen] = useState(false);
  return (
    <div className="shell-root" data-testid="layout-defaults" data-mobile="true">
      <Drawer
        placement="left"
        open={open}
        onClose={() => setOpen(false)}
        width={230}
        closable={false}
        rootClassName="shell-mobile-drawer"
        styles={{ body: { padding: 0, background: palette.menuBg } }}
        data-testid="mobile-menu-drawer"
      >
        <nav aria-label={t("shell.landmarks.menu")} data-testid="side-menu">
          <SiteLogo dark={palette.darkMenu} />
          <SideMenu items={menu} accordion={isUniqueOpened} dark={palette.darkMenu} onNavigate={() => setOpen(false)} />
        </nav>
      </Drawer>
      <ShellColumn
        header={
          <HeaderRow
            showBreadcrumb={false}
            leading={
              <Button
                type="text"
                className="shell-tool"
                icon={<MenuOutlined aria-hidden />}
                aria-label={t("shell.openMenu")}
                data-testid="mobile-menu-button"
                onClick={() => setOpen(true)}
              />
            }
          />
        }
      />
    </div>
  );
}
