import { useCallback, useState } from "react";
import { useSearchParams } from "react-router";
import { ROOT_CATEGORY_ID } from "./constants";
import type { LibraryKind, LibraryView } from "./types";

export interface LibraryState {
  kind: LibraryKind;
  categoryId: number;
  page: number;
  view: LibraryView;
}

const DEFAULT_STATE: LibraryState = {
  kind: "pic",
  categoryId: ROOT_CATEGORY_ID,
  page: 1,
  view: "grid",
};

function fromParams(params: URLSearchParams): LibraryState {
  const number = (key: string, fallback: number) => {
    const value = Number(params.get(key));
    return Number.isInteger(value) && value >= 0 ? value : fallback;
  };
  return {
    kind: params.get("tab") === "video" ? "video" : "pic",
    categoryId: number("pid", ROOT_CATEGORY_ID),
    page: Math.max(1, number("page", 1)),
    view: params.get("view") === "list" ? "list" : "grid",
  };
}

function toParams(state: LibraryState, base: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(base);
  const put = (key: string, value: string, fallback: string) => (value === fallback ? next.delete(key) : next.set(key, value));
  put("tab", state.kind, DEFAULT_STATE.kind);
  put("pid", String(state.categoryId), String(DEFAULT_STATE.categoryId));
  put("page", String(state.page), "1");
  put("view", state.view, DEFAULT_STATE.view);
  return next;
}

/**
 * Where the library is: tab, category, page and view. On the library page they live in the
 * URL (reload and back keep them); inside the picker they are local.
 */
export function useLibraryState(inUrl: boolean) {
  const [params, setParams] = useSearchParams();
  const [local, setLocal] = useState(DEFAULT_STATE);
  const state = inUrl ? fromParams(params) : local;
  const update = useCallback(
    (patch: Partial<LibraryState>) => {
      if (inUrl) setParams((current) => toParams({ ...fromParams(current), ...patch }, current), { replace: false });
      else setLocal((current) => ({ ...current, ...patch }));
    },
    [inUrl, setParams],
  );
  return [state, update] as const;
}
