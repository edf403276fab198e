import { request, type RequestOptions } from "./http";
import { STORAGE, writeCookie } from "./storage";
import { adoptExtensions, currentExtensions, forgetExtensions, loadExtensions } from "./extensions";
import { readSessionCopy, writeSessionCopy, type SessionCopy } from "./sessionCopy";

/** `getAdminInfoByToken` (contract §2.2). */
export interface AdminInfo {
  id: number;
  account: string;
  realName: string;
  /** Comma-separated role ids; "2" is the merchant owner. */
  roles: string;
  roleNames: string;
  permissionsList: string[];
  merStarLevel: number;
  merReceiptPrintingSwitch: number;
  electrPrintingSwitch: number;
  merId: number;
  merName?: string;
  phone: string;
  lastTime: string | null;
  loginCount: number;
}

/** `getMenus` node (contract §2.2). */
export interface MenuNode {
  id: number;
  pid: number;
  title: string;
  icon: string;
  perms: string;
  path: string;
  menuType: string;
  sort: number;
  children: MenuNode[];
}

let adminInfo: Promise<AdminInfo> | undefined;
let adminInfoValue: AdminInfo | undefined;
let menus: Promise<MenuNode[]> | undefined;
let menusValue: MenuNode[] | undefined;

export const ADMIN_INFO_URL = "admin/merchant/getAdminInfoByToken";

function remember(info: AdminInfo): AdminInfo {
  adminInfoValue = info;
  writeCookie(STORAGE.merIdCookie, String(info.merId));
  writeCookie(STORAGE.starLevelCookie, String(info.merStarLevel));
  writeCookie(STORAGE.printCookie, String(info.merReceiptPrintingSwitch));
  writeCookie(STORAGE.electPrintCookie, String(info.electrPrintingSwitch));
  return info;
}

/**
 * One user-info call per session, shared by identity, permissions and the guard; the backend's
 * extensions load alongside, so access checks have both once it resolves.
 */
export function loadAdminInfo(options: RequestOptions = {}): Promise<AdminInfo> {
  adminInfo ??= Promise.all([request<AdminInfo>({ method: "get", url: ADMIN_INFO_URL }, options), loadExtensions()]).then(
    ([info]) => remember(info),
    (error: unknown) => {
      adminInfo = undefined;
      throw error;
    },
  );
  return adminInfo;
}

/** Takes user info loaded for a renewed session of the same admin (its authorities may have changed). */
export function adoptAdminInfo(info: AdminInfo): void {
  adminInfo = Promise.resolve(remember(info));
}

/** Loads the user info again (after the user changed it); the old one serves checks meanwhile. */
export function reloadAdminInfo(): Promise<AdminInfo> {
  adminInfo = undefined;
  return loadAdminInfo();
}

/** The loaded user info, for synchronous checks (access control); undefined before the guard loaded it. */
export const currentAdmin = () => adminInfoValue;

export function loadMenus(options: RequestOptions = {}): Promise<MenuNode[]> {
  menus ??= request<MenuNode[]>({ method: "get", url: "admin/merchant/getMenus" }, options).then(
    (tree) => {
      localStorage.setItem(STORAGE.menuList, JSON.stringify(tree));
      menusValue = tree;
      return tree;
    },
    (error: unknown) => {
      menus = undefined;
      throw error;
    },
  );
  return menus;
}

/** The loaded menu tree (fresh, or the last known copy until the fresh one arrives). */
export const currentMenus = () => menusValue;

/** The session the console renders from: the last known copy, then the last fresh one. */
let lastKnown: SessionCopy | undefined;
/** The session revalidated in this page, once it has arrived. */
let freshInPage: SessionCopy | undefined;

/** The fresh session when it has already arrived (at boot it often has, before React renders), else undefined. */
export const arrivedFreshSession = () => freshInPage;

/**
 * The session to render now: the last one revalidated in this page, else the current account's
 * last known copy (providers/sessionCopy.ts), taken as the current one until `revalidateSession`
 * replaces it. None: the console waits for the fresh one.
 */
export function adoptLastKnownSession(): SessionCopy | undefined {
  if (lastKnown || adminInfoValue) return lastKnown;
  const copy = readSessionCopy();
  if (!copy) return undefined;
  adminInfoValue = copy.info;
  menusValue = copy.menus;
  adoptExtensions(copy.extensions);
  lastKnown = copy;
  return copy;
}

/**
 * The fresh admin info, extensions and menus, loaded in parallel and kept as the account's
 * last known session. At boot a 401 ends the session at once; RequireSession goes to the sign-in
 * page with the address to come back to.
 */
export async function revalidateSession(options: RequestOptions = { renewSession: false, toLogin: false }): Promise<SessionCopy> {
  const [info, tree] = await Promise.all([loadAdminInfo(options), loadMenus(options)]);
  const fresh = { info, menus: tree, extensions: [...currentExtensions()] };
  writeSessionCopy(fresh);
  lastKnown = fresh;
  freshInPage = fresh;
  return fresh;
}

/** Front and media domains and the mobile theme colour, kept client-side (spec doc 1 §3). */
export async function loadPublicConfig(): Promise<void> {
  const [front, media, color] = await Promise.all([
    request<string>({ method: "get", url: "publicly/config/get/front/domain" }),
    request<string>({ method: "get", url: "publicly/config/get/admin/mediadomain" }),
    request<string>({ method: "get", url: "publicly/config/get/change/color" }),
  ]);
  localStorage.setItem(STORAGE.frontDomain, front ?? "");
  localStorage.setItem(STORAGE.mediaDomain, media ?? "");
  localStorage.setItem(STORAGE.themeColor, color ?? "");
}

/** Forgets everything loaded for the current session (login, logout, 401). */
export function resetSessionCache(): void {
  adminInfo = undefined;
  adminInfoValue = undefined;
  menus = undefined;
  menusValue = undefined;
  lastKnown = undefined;
  freshInPage = undefined;
  forgetExtensions();
}
