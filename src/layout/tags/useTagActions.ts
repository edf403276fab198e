import { useCallback } from "react";
import { useLocation, useNavigate } from "react-router";
import { tagsStore } from "./tagsStore";
import type { TagEntry } from "./tagsModel";

/** What the tab bar and its menu do: refresh (through /redirect), close, close others, close all. */
export function useTagActions() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const refresh = useCallback(
    (tag: TagEntry) => {
      tagsStore.evict(tag.key);
      navigate(`/redirect${tag.fullPath}`, { replace: true });
    },
    [navigate],
  );
  const close = useCallback(
    (tag: TagEntry) => {
      const next = tagsStore.close(tag.key);
      if (tag.key === pathname) navigate(next ?? "/dashboard");
    },
    [navigate, pathname],
  );
  const closeOthers = useCallback(
    (tag: TagEntry) => {
      tagsStore.closeOthers(tag.key);
      if (tag.key !== pathname) navigate(tag.fullPath);
    },
    [navigate, pathname],
  );
  const closeAll = useCallback(() => {
    tagsStore.closeAll();
    const affix = tagsStore.get().tags;
    if (!affix.some((tag) => tag.key === pathname)) navigate(affix[0]?.fullPath ?? "/dashboard");
  }, [navigate, pathname]);
  return { refresh, close, closeOthers, closeAll };
}
