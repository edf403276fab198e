import { useTranslation } from "react-i18next";
import { useThemePick } from "../../theme/themeStore";
import { useMenuModel } from "../menuContext";
import { SideMenu } from "../SideMenu";
import { SiteLogo } from "../SiteLogo";
import { HeaderRow } from "../HeaderRow";
import { useMenuLabel } from "../menuTitle";
import type { FrameParts } from "../ShellFrame";
import { ColumnsBar } from "./ColumnsBar";
import { CollapseToggle } from "../HeaderBar";
import { useChosenGroup } from "./useChosenGroup";

/** The column of first-level icons, and beside it the second-level menu of the chosen group. */
function ColumnsSide() {
  const menu = useMenuModel();
  const { isCollapse, isUniqueOpened, isShowLogo, menuHighlight, topMenuStyle } = useThemePick("isCollapse", "isUniqueOpened", "isShowLogo", "menuHighlight", "topMenuStyle");
  const group = useChosenGroup(menu);
  const label = useMenuLabel();
  const { t } = useTranslation();
  const children = group?.children ?? [];
  // One navigation landmark: the sections and the chosen section's menu.
  return (
    <nav style={{ display: "flex", flex: "none" }} aria-label={t("shell.landmarks.menu")} data-testid="side-menu">
      <div className={`shell-columns-bar hl-${menuHighlight}`} data-testid="columns-bar">
        {isShowLogo && <SiteLogo collapsed dark />}
        <ColumnsBar groups={menu} active={group} highlight={menuHighlight} vertical={topMenuStyle === "vertical"} />
      </div>
      {children.length > 0 && (
        <div className={`shell-columns-sub menu-hl-${menuHighlight}${isCollapse ? " is-collapsed" : ""}`} data-testid="columns-submenu">
          {!isCollapse && group && <div className="shell-columns-sub-title">{label(group)}</div>}
          {!isCollapse && <SideMenu items={children} accordion={isUniqueOpened} />}
        </div>
      )}
    </nav>
  );
}

/** The fold button, only while a second-level menu is shown. */
function ColumnsCollapseToggle() {
  const group = useChosenGroup(useMenuModel());
  return group?.children?.length ? <CollapseToggle /> : null;
}

/**
 * columns: a narrow column of first-level icons with titles, beside it the second-level menu
 * of the chosen group. The header is the same component as in defaults, so switching between
 * the two keeps it.
 */
export const COLUMNS_PARTS: FrameParts = { side: <ColumnsSide />, header: <HeaderRow leading={<ColumnsCollapseToggle />} /> };
