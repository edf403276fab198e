import { useEffect, useMemo, useState } from "react";
import { loadMenus, type MenuNode } from "../../providers/session";
import { routes } from "../../resources";
import { buildMenu } from "./menuModel";

/** The session's menu tree reduced to pages the console has. */
export function useMenu() {
  const [tree, setTree] = useState<MenuNode[]>([]);
  useEffect(() => {
    let live = true;
    void loadMenus().then((t) => live && setTree(t), () => undefined);
    return () => {
      live = false;
    };
  }, []);
  return useMemo(() => buildMenu(tree, routes), [tree]);
}
