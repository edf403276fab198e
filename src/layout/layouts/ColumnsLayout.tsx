import { themeStore, useThemePick } from "../../theme/themeStore";
import { useMenuModel } from "../menuContext";
import { SideMenu } from "../SideMenu";
import { SiteLogo } from "../SiteLogo";
import { ShellColumn } from "../ShellColumn";
import { HeaderRow } from "../HeaderRow";
import { CollapseToggle } from "../HeaderBar";
import { useMenuLabel } from "../menuTitle";
import { ColumnsBar } from "./ColumnsBar";
import { useChosenGroup } from "./useChosenGroup";

/** columns: a narrow column of first-level icons with titles, beside it the second-level menu of the chosen group. */
export function ColumnsLayout() {
  const menu = useMenuModel();
  const { isCollapse, isUniqueOpened, isShowLogo, menuHighlight, topMenuStyle } = useThemePick("isCollapse", "isUniqueOpened", "isShowLogo", "menuHighlight", "topMenuStyle");
  const group = useChosenGroup(menu);
  const label = useMenuLabel();
  const children = group?.children ?? [];
  return (
    <div className="shell-root" data-testid="layout-columns">
      <div style={{ display: "flex", flex: "none" }} data-testid="side-menu">
        <nav className={`shell-columns-bar hl-${menuHighlight}`} data-testid="columns-bar">
          {isShowLogo && <SiteLogo collapsed dark />}
          <ColumnsBar groups={menu} active={group} highlight={menuHighlight} vertical={topMenuStyle === "vertical"} />
        </nav>
        {children.length > 0 && (
          <div className={`shell-columns-sub menu-hl-${menuHighlight}${isCollapse ? " is-collapsed" : ""}`} data-testid="columns-submenu">
            {!isCollapse && group && <div className="shell-columns-sub-title">{label(group)}</div>}
            {!isCollapse && <SideMenu items={children} accordion={isUniqueOpened} />}
          </div>
        )}
      </div>
      <ShellColumn
        header={
          <HeaderRow
            leading={children.length > 0 ? <CollapseToggle collapsed={isCollapse} onToggle={() => themeStore.update({ isCollapse: !isCollapse })} /> : undefined}
          />
        }
      />
    </div>
  );
}
