import type { AuthProvider } from "@refinedev/core";
import { request } from "./http";
import { clearCachedLists, clearSessionStorage, setToken, STORAGE, writeCookie, getToken } from "./storage";
import { loadAdminInfo, loadMenus, loadPublicConfig, resetSessionCache } from "./session";
import { subjectOf } from "./accessControl";

/** `POST /admin/merchant/login` body (contract §2.2). */
export interface LoginInput {
  account: string;
  pwd: string;
  captchaVO?: { captchaVerification: string };
  redirect?: string;
}

export interface LoginResponse {
  account: string;
  realName: string;
  token: string;
  isSms: boolean;
  leftTopLogo: string;
  leftSquareLogo: string;
}

/** Listeners that must forget per-session UI state on sign-out (open tabs, for one). */
const signOutListeners = new Set<() => void>();
export const onSignOut = (listener: () => void) => {
  signOutListeners.add(listener);
  return () => signOutListeners.delete(listener);
};

/** Only same-site paths may be a redirect target. */
export const safeRedirect = (target: string | null | undefined) =>
  target && target.startsWith("/") && !target.startsWith("//") && !target.startsWith("/login") ? target : "/dashboard";

/** Stores a session (after login or a platform hand-off) and forgets stale caches. */
export function startSession(response: Partial<LoginResponse> & { token: string }): void {
  resetSessionCache();
  setToken(response.token);
  writeCookie(STORAGE.merInfoCookie, JSON.stringify(response));
  clearCachedLists();
}

export function endSession(): void {
  resetSessionCache();
  clearSessionStorage();
  for (const listener of signOutListeners) listener();
}

export const authProvider: AuthProvider = {
  login: async ({ account, pwd, captchaVO, redirect }: LoginInput) => {
    try {
      const response = await request<LoginResponse>({
        method: "post",
        url: "admin/merchant/login",
        data: { account, pwd, ...(captchaVO ? { captchaVO } : {}) },
      });
      startSession(response);
      await Promise.all([loadMenus(), loadAdminInfo()]);
      void loadPublicConfig().catch(() => undefined);
      return { success: true, redirectTo: safeRedirect(redirect) };
    } catch (error) {
      // The HTTP client already showed the server's message.
      return { success: false, error: error as Error, successNotification: undefined };
    }
  },
  logout: async () => {
    if (getToken()) await request({ method: "get", url: "admin/merchant/logout" }).catch(() => undefined);
    endSession();
    return { success: true, redirectTo: "/login" };
  },
  check: async () => (getToken() ? { authenticated: true } : { authenticated: false, redirectTo: "/login" }),
  onError: async (error: { statusCode?: number }) => {
    if (error?.statusCode === 401) {
      endSession();
      return { logout: true, redirectTo: "/login" };
    }
    return {};
  },
  getIdentity: async () => {
    if (!getToken()) return null;
    const info = await loadAdminInfo();
    return { id: info.id, merId: info.merId, name: info.realName || info.account, account: info.account, merName: info.merName, roleNames: info.roleNames };
  },
  getPermissions: async () => {
    if (!getToken()) return null;
    await loadAdminInfo();
    return subjectOf();
  },
};
