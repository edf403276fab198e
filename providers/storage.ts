/**
 * Everything the console keeps in the browser, under the names the original console used
 * (contract §1.2), so a session handed over by the platform console is understood.
 */
export const STORAGE = {
  tokenCookie: "Java-merchantToken",
  merInfoCookie: "JavaMerInfo",
  merIdCookie: "JavaMerchantId",
  starLevelCookie: "merStarLevel",
  printCookie: "merPrint",
  electPrintCookie: "merElectPrint",
  menuList: "MerMerAdmin_MenuList",
  siteName: "platSiteName",
  frontDomain: "MerMerAdmin_frontDomain",
  mediaDomain: "MerMerAdmin_mediaDomain",
  themeColor: "MerMerAdmin_changeColor",
  /** Per-account list columns (`<prefix>:<list>:<merId>:<adminId>`, src/widgets/columnChooser). */
  columnsPrefix: "MerMerAdmin_columns",
  /** Cached lists that login clears (spec doc 1 §4). */
  cachedLists: [
    "MerMerAdmin_platProductClassify",
    "MerMerAdmin_merProductClassify",
    "MerMerAdmin_shippingTemplates",
    "MerMerAdmin_systemFormList",
  ],
} as const;

export function readCookie(name: string): string | undefined {
  const prefix = `${encodeURIComponent(name)}=`;
  const found = document.cookie.split("; ").find((part) => part.startsWith(prefix));
  return found ? decodeURIComponent(found.slice(prefix.length)) : undefined;
}

export function writeCookie(name: string, value: string, maxAgeSeconds?: number): void {
  const age = maxAgeSeconds === undefined ? "" : `; max-age=${maxAgeSeconds}`;
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; path=/; SameSite=Lax${age}`;
}

export function removeCookie(name: string): void {
  document.cookie = `${encodeURIComponent(name)}=; path=/; max-age=0`;
}

export function getToken(): string | undefined {
  return readCookie(STORAGE.tokenCookie) || sessionStorage.getItem("token") || undefined;
}

export function setToken(token: string): void {
  writeCookie(STORAGE.tokenCookie, token);
  sessionStorage.setItem("token", token);
}

export function clearCachedLists(): void {
  for (const key of STORAGE.cachedLists) localStorage.removeItem(key);
}

/**
 * What an ended session (a 401) clears: all local storage, as the original console does, except
 * each account's own preferences, which belong to the account rather than to the session.
 */
export function clearLocalStorageKeepingPreferences(): void {
  const preference = `${STORAGE.columnsPrefix}:`;
  const kept = Object.keys(localStorage)
    .filter((key) => key.startsWith(preference))
    .map((key) => [key, localStorage.getItem(key) ?? ""] as const);
  localStorage.clear();
  for (const [key, value] of kept) localStorage.setItem(key, value);
}

/** Sign-out: token, merchant cookies, session storage and local merchant data all go. */
export function clearSessionStorage(): void {
  for (const name of [
    STORAGE.tokenCookie,
    STORAGE.merInfoCookie,
    STORAGE.merIdCookie,
    STORAGE.starLevelCookie,
    STORAGE.printCookie,
    STORAGE.electPrintCookie,
  ]) {
    removeCookie(name);
  }
  sessionStorage.clear();
  localStorage.removeItem(STORAGE.menuList);
  clearCachedLists();
}
