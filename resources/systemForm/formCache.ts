import { STORAGE } from "../../providers/storage";

/** The product editor caches the list of system forms; a save or delete makes it stale. */
export function forgetSystemFormCache(): void {
  const key = STORAGE.cachedLists.find((name) => name.endsWith("systemFormList"));
  if (key) localStorage.removeItem(key);
}
