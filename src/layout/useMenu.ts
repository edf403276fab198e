import { useEffect, useMemo, useState } from "react";
import { currentMenus, loadMenus, type MenuNode } from "../../providers/session";
import { STORAGE } from "../../providers/storage";
import { routes } from "../../resources";
import { buildMenu } from "./menuModel";
import { extensionOf, mayOpen } from "../../providers/accessControl";
import type { PageRoute } from "../routing/types";

/** The tree the session loaded last (or its last known copy), so the first render already has the menu. */
function storedTree(): MenuNode[] {
  const loaded = currentMenus();
  if (loaded) return loaded;
  try {
    const tree = JSON.parse(localStorage.getItem(STORAGE.menuList) ?? "[]") as MenuNode[];
    return Array.isArray(tree) ? tree : [];
  } catch {
    return [];
  }
}

/** A page built on an extension the backend did not announce is left out, like a page without a route. */
const announced = (route: PageRoute) => !(route.extension ?? extensionOf(route.authority)) || mayOpen(route);

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
  return useMemo(() => buildMenu(tree, routes.filter(announced)), [tree]);
}
