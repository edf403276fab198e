import { createContext, useContext } from "react";

/** The history tab a page belongs to (its path), for the page's own parts; none outside the page stack. */
export const PageKeyContext = createContext<string | undefined>(undefined);

export const usePageKey = (): string | undefined => useContext(PageKeyContext);
