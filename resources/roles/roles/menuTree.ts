/**
 * The role editor's tree (MenuCheckVo from menu/cache/tree and role/info): antd tree data with
 * translated titles, the owner-only nodes, and the leaves a role stores.
 */
import type { MenuCheckVo } from "../../../server/areas/admin/contract";
import { directoryKey } from "../../../src/layout/menuModel";
import { findRoute } from "../../../src/routing/pathMatch";
import type { PageRoute } from "../../../src/routing/types";

/** Nodes only the owner may tick: the settings section and the rights pages (contract §3.15). */
export const OWNER_ONLY_MENUS = ["设置", "管理员列表", "身份管理", "管理权限", "权限规则"];

export interface MenuTreeNode {
  key: number;
  title: string;
  /** A button (authority only), shown as its authority string. */
  isButton: boolean;
  disabled: boolean;
  children: MenuTreeNode[];
}

type Translate = (key: string, options: { defaultValue: string }) => string;

/**
 * A node's label the way the sidebar names it: a page by its route's title, a directory by
 * its `menu.<path>` key, else the server's name; a button by its authority.
 */
export function menuLabel(node: MenuCheckVo, t: Translate, routes: readonly PageRoute[]): string {
  if (node.menuType === "A") return node.perms || node.name;
  const found = node.menuType === "C" ? findRoute(routes, node.component) : undefined;
  const key = found && typeof found.route.title === "string" ? found.route.title : directoryKey(node.component);
  return t(key, { defaultValue: node.name });
}

/** Tree data; for anyone but the owner the owner-only nodes and everything under them are disabled. */
export function toTreeData(nodes: readonly MenuCheckVo[], label: (node: MenuCheckVo) => string, isOwner: boolean, inDisabled = false): MenuTreeNode[] {
  return nodes.map((node) => {
    const disabled = inDisabled || (!isOwner && OWNER_ONLY_MENUS.includes(node.name));
    return {
      key: node.id,
      title: label(node),
      isButton: node.menuType === "A",
      disabled,
      children: toTreeData(node.childList, label, isOwner, disabled),
    };
  });
}

/** Ids of the nodes without children. */
export function leafIds(nodes: readonly MenuCheckVo[]): Set<number> {
  const leaves = new Set<number>();
  const walk = (list: readonly MenuCheckVo[]) =>
    list.forEach((n) => {
      if (n.childList.length) walk(n.childList);
      else leaves.add(n.id);
    });
  walk(nodes);
  return leaves;
}

/** The stored menus of a role, as ticked leaves (a stored directory would tick all it holds). */
export function checkedLeaves(nodes: readonly MenuCheckVo[]): number[] {
  const out: number[] = [];
  const walk = (list: readonly MenuCheckVo[]) =>
    list.forEach((n) => {
      if (n.childList.length) walk(n.childList);
      else if (n.checked) out.push(n.id);
    });
  walk(nodes);
  return out;
}

/** Ids of the nodes that have children (for "expand all"). */
export function branchIds(nodes: readonly MenuCheckVo[]): number[] {
  return nodes.flatMap((n) => (n.childList.length ? [n.id, ...branchIds(n.childList)] : []));
}
