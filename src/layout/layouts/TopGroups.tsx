import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import type { MenuItemModel } from "../menuModel";
import { firstLeaf } from "../menuGroups";
import { menuIcon } from "../menuIcons";
import { useMenuLabel } from "../menuTitle";

/** The first-level entries across the top bar (classic); a click opens the group's first page. */
export function TopGroups({ groups, active, highlight, vertical }: { groups: readonly MenuItemModel[]; active?: MenuItemModel; highlight: string; vertical: boolean }) {
  const navigate = useNavigate();
  const label = useMenuLabel();
  const { t } = useTranslation();
  return (
    <nav className={`shell-top-groups hl-${highlight}`} aria-label={t("shell.landmarks.menu")} data-testid="classic-top-menu">
      {groups.map((group) => (
        <button
          key={group.path}
          type="button"
          className={["shell-top-group", vertical ? "is-vertical" : "", group === active ? "is-active" : ""].filter(Boolean).join(" ")}
          aria-current={group === active ? "page" : undefined}
          data-testid="top-group"
          onClick={() => navigate(firstLeaf(group))}
        >
          {menuIcon(group.icon)}
          <span>{label(group)}</span>
        </button>
      ))}
    </nav>
  );
}
