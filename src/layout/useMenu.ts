import { useEffect, useMemo, useState } from "react";
import { loadMenus, type MenuNode } from "../../providers/session";
import { STORAGE } from "../../providers/storage";
import { routes } from "../../resources";
import { buildMenu } from "./menuModel";

/** The tree the session loaded last (stored by loadMenus), so the first render already has the menu. */
function storedTree(): MenuNode[] {
  try {
    const tree = JSON.parse(localStorage.getItem(STORAGE.menuList) ?? "[]") as MenuNode[];
    return Array.isArray(tree) ? tree : [];
  } catch {
    return [];
  }
}

/** The session's menu tree reduced to pages the console has. */
export function useMenu() {
  const [tree, setTree] = useState<MenuNode[]>(storedTree);
  useEffect(() => {
    let live = true;
    void loadMenus().then((t) => live && setTree(t), () => undefined);
    return () => {
      live = false;
    };
  }, []);
  return useMemo(() => buildMenu(tree, routes), [tree]);
}
