/** Shared pieces of the admin and role suites: menu leaves by page path, role and admin look-ups. */
import { M, type TestServer } from "./helpers.js";

export interface MenuNode {
  id: number;
  pid: number;
  name: string;
  perms: string;
  component: string;
  menuType: string;
  checked: boolean;
  childList: MenuNode[];
}

export interface RoleRow {
  id: number;
  merId: number;
  roleName: string;
  rules: string;
  status: boolean;
}

export interface AdminRow {
  id: number;
  account: string;
  realName: string;
  roles: string;
  roleNames: string;
  status: boolean;
  phone: string;
  type: number;
  isSms: boolean;
  lastTime: string | null;
}

export const flatten = (nodes: MenuNode[]): MenuNode[] => nodes.flatMap((n) => [n, ...flatten(n.childList)]);

/** The ticked leaves the role editor would send for whole pages (their buttons, or the page). */
export async function leavesOf(s: TestServer, token: string, ...paths: string[]): Promise<number[]> {
  const all = flatten((await s.call<MenuNode[]>("GET", `${M}/menu/cache/tree`, { token })).data);
  return paths.flatMap((path) => {
    const page = all.find((n) => n.component === path);
    if (!page) throw new Error(`no menu ${path}`);
    return page.childList.length ? page.childList.map((c) => c.id) : [page.id];
  });
}

/** The leaf of one button, found by its authority under a page. */
export async function buttonOf(s: TestServer, token: string, path: string, perms: string): Promise<number> {
  const all = flatten((await s.call<MenuNode[]>("GET", `${M}/menu/cache/tree`, { token })).data);
  const button = all.find((n) => n.perms === perms && all.find((p) => p.id === n.pid)?.component === path);
  if (!button) throw new Error(`no button ${perms} under ${path}`);
  return button.id;
}

export async function roleByName(s: TestServer, token: string, roleName: string): Promise<RoleRow | undefined> {
  const list = (await s.call<{ list: RoleRow[] }>("GET", `${M}/role/list`, { token, query: { roleName, limit: 100 } })).data.list;
  return list.find((r) => r.roleName === roleName);
}

export async function adminByAccount(s: TestServer, token: string, account: string): Promise<AdminRow | undefined> {
  const list = (await s.call<{ list: AdminRow[] }>("GET", `${M}/admin/list`, { token, query: { realName: account, limit: 100 } })).data.list;
  return list.find((a) => a.account === account);
}

/** Creates a role from whole pages and an enabled admin holding it; answers the role and admin ids. */
export async function roleWithAdmin(s: TestServer, owner: string, name: string, account: string, paths: string[]) {
  const rules = (await leavesOf(s, owner, ...paths)).join(",");
  const saved = await s.call("POST", `${M}/role/save`, { token: owner, body: { roleName: name, rules, status: true } });
  if (saved.code !== 200) throw new Error(`role/save: ${saved.message}`);
  const role = (await roleByName(s, owner, name))!;
  const body = { account, pwd: "Secret@123", realName: name.slice(0, 16), roles: String(role.id), status: true };
  const created = await s.call("POST", `${M}/admin/save`, { token: owner, body });
  if (created.code !== 200) throw new Error(`admin/save: ${created.message}`);
  return { roleId: role.id, adminId: (await adminByAccount(s, owner, account))!.id };
}
