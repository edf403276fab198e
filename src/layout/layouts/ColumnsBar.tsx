import type { KeyboardEvent } from "react";
import { useNavigate } from "react-router";
import type { MenuItemModel } from "../menuModel";
import { firstLeaf } from "../menuGroups";
import { menuIcon } from "../menuIcons";
import { useMenuLabel } from "../menuTitle";

/** Up and down arrows (Home, End) move the focus along the column, as in a menu. */
function moveFocus(event: KeyboardEvent<HTMLUListElement>) {
  const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>("button.shell-columns-item")];
  const index = buttons.indexOf(event.target as HTMLButtonElement);
  if (index < 0) return;
  const to = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: buttons.length - 1 }[event.key];
  if (to === undefined) return;
  event.preventDefault();
  buttons[(to + buttons.length) % buttons.length]?.focus();
}

/** The narrow column of first-level entries (icon and title); a click opens the group's first page. */
export function ColumnsBar({
  groups,
  active,
  highlight,
  vertical,
}: {
  groups: readonly MenuItemModel[];
  active?: MenuItemModel;
  highlight: string;
  vertical: boolean;
}) {
  const navigate = useNavigate();
  const label = useMenuLabel();
  return (
    <ul data-testid="columns-bar-list" onKeyDown={moveFocus}>
      {groups.map((group) => (
        <li key={group.path}>
          <button
            type="button"
            className={["shell-columns-item", vertical ? "is-vertical" : "", group === active ? "is-active" : ""].filter(Boolean).join(" ")}
            title={label(group)}
            aria-current={group === active ? "page" : undefined}
            data-testid="columns-item"
            data-hl={highlight}
            onClick={() => navigate(firstLeaf(group))}
          >
            {menuIcon(group.icon)}
            <span>{label(group)}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
