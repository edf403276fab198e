import type { AuthProvider } from "@refinedev/core";
import { request, TOKEN_HEADER } from "./http";
import { clearCachedLists, clearSessionCopies, clearSessionStorage, setToken, STORAGE, writeCookie, getToken } from "./storage";
import { ADMIN_INFO_URL, adoptAdminInfo, currentAdmin, loadAdminInfo, loadPublicConfig, resetSessionCache, revalidateSession, type AdminInfo } from "./session";
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
  // A sign-in may be another account's: no last known session carries over.
  clearSessionCopies();
  setToken(response.token);
  writeCookie(STORAGE.merInfoCookie, JSON.stringify(response));
  clearCachedLists();
}

export function endSession(): void {
  resetSessionCache();
  clearSessionStorage();
  for (const listener of signOutListeners) listener();
}

/** The sign-in call itself; rejects (already shown) when the server refuses. */
function signIn({ account, pwd, captchaVO }: LoginInput): Promise<LoginResponse> {
  return request<LoginResponse>(
    { method: "post", url: "admin/merchant/login", data: { account, pwd, ...(captchaVO ? { captchaVO } : {}) } },
    { renewSession: false },
  );
}

/**
 * Signing in again over a page whose session ended. The paused calls may only go on for the
 * same admin of the same shop: another account's sign-in would send the old account's writes
 * into its shop, so then the console starts clean in the new session instead ("switched").
 * Undefined when the sign-in failed (the server's message is shown).
 */
export async function renewSession(input: LoginInput): Promise<"renewed" | "switched" | undefined> {
  const before = currentAdmin();
  let response: LoginResponse;
  let info: AdminInfo;
  try {
    response = await signIn(input);
    // Whose session it is, asked with the new token before the console uses it.
    info = await request<AdminInfo>({ method: "get", url: ADMIN_INFO_URL, headers: { [TOKEN_HEADER]: response.token } }, { renewSession: false });
  } catch {
    return undefined;
  }
  if (before && info.id === before.id && info.merId === before.merId) {
    setToken(response.token);
    writeCookie(STORAGE.merInfoCookie, JSON.stringify(response));
    adoptAdminInfo(info);
    return "renewed";
  }
  endSession();
  startSession(response);
  return "switched";
}

export const authProvider: AuthProvider = {
  login: async ({ account, pwd, captchaVO, redirect }: LoginInput) => {
    try {
      const response = await signIn({ account, pwd, captchaVO });
      startSession(response);
      await revalidateSession({});
      void loadPublicConfig().catch(() => undefined);
      return { success: true, redirectTo: safeRedirect(redirect) };
    } catch (error) {
      // The HTTP client already showed the server's message.
      return { success: false, error: error as Error, successNotification: undefined };
    }
  },
  logout: async () => {
    if (getToken()) await request({ method: "get", url: "admin/merchant/logout" }, { renewSession: false }).catch(() => undefined);
    endSession();
    return { success: true, redirectTo: "/login" };
  },
  check: async () => (getToken() ? { authenticated: true } : { authenticated: false, redirectTo: "/login" }),
  // A 401 is the HTTP client's: it asks the user to sign in again over the page, or ends the
  // session and shows the sign-in page itself. Refine's own logout would only race it.
  onError: async () => ({}),
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
