import { useEffect } from "react";
import { STORAGE } from "../../providers/storage";
import { documentTitle } from "./titles";

/** Writes document.title: the page title followed by the platform site name kept by the login page. */
export function DocumentTitle({ title }: { title: string | undefined }) {
  useEffect(() => {
    if (title) document.title = documentTitle(title, localStorage.getItem(STORAGE.siteName));
  }, [title]);
  return null;
}
