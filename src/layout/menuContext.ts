import { createContext, useContext } from "react";
import type { MenuItemModel } from "./menuModel";

/** The session's menu (server tree reduced to registered pages), shared by every part of the shell. */
export const MenuContext = createContext<readonly MenuItemModel[]>([]);

export const useMenuModel = () => useContext(MenuContext);
