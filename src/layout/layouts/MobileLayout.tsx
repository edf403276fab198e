import { lazy, Suspense, useState } from "react";
import { Button } from "antd";
import { MenuOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import { ShellColumn } from "../ShellColumn";
import { HeaderRow } from "../HeaderRow";

/** The drawer's code loads when the menu is first opened: a desktop load never needs it (first-load budget). */
const MobileMenuDrawer = lazy(() => import("./MobileMenuDrawer"));

/** Under 1000 px: the default layout with the menu in a drawer opened from the header. */
export function MobileLayout() {
  const { t } = useTranslation();
  const [drawer, setDrawer] = useState({ open: false, used: false });
  const close = () => setDrawer({ open: false, used: true });
  return (
    <div className="shell-root" data-testid="layout-defaults" data-mobile="true">
      {drawer.used && (
        <Suspense fallback={null}>
          <MobileMenuDrawer open={drawer.open} onClose={close} />
        </Suspense>
      )}
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
                onClick={() => setDrawer({ open: true, used: true })}
              />
            }
          />
        }
      />
    </div>
  );
}
