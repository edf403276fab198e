import { useEffect } from "react";
import { STORAGE } from "../../providers/storage";
import { documentTitle } from "./titles";

/**
 * Writes document.title: the page title followed by the platform site name (given, or the one
 * the login page kept).
 */
export function DocumentTitle({ title, siteName }: { title: string | undefined; siteName?: string }) {
  useEffect(() => {
    if (title) document.title = documentTitle(title, siteName ?? localStorage.getItem(STORAGE.siteName));
  }, [title, siteName]);
  return null;
}
