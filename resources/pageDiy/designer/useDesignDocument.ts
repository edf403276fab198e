import { useEffect, useMemo, useReducer, useState } from "react";
import { useCreate, useOne, useUpdate } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { toastSuccess, toastWarning } from "../../../providers/notify";
import type {
  PageDiy,
  PageDiyResponse,
} from "../../../server/areas/pageDiy/contract";
import { useRunAction } from "../../../src/widgets/useRunAction";
import { PAGE_DIY } from "../endpoints";
import { NAME_MAX } from "../limits";
import type { DesignMode } from "../area";
import { placementOf } from "../widgets/registry";
import { designReducer, type DesignState } from "./designState";
import {
  blocksOf,
  designerTimestamp,
  newSettings,
  placesOf,
  settingsOf,
  toRequest,
} from "./designValue";

/**
 * The page being designed: loads the stored template (a copy is named '-副本' and saves as a
 * new one), keeps the canvas in a reducer, saves (new → save, existing → update) and makes it
 * the shop home.
 */
export function useDesignDocument(id: number, mode: DesignMode) {
  const { t } = useTranslation();
  const reducer = useMemo(() => designReducer(placementOf), []);
  const [state, dispatch] = useReducer(reducer, undefined, (): DesignState => ({
    settings: newSettings(t),
    blocks: [],
    dirty: false,
  }));
  const copy = mode === "copy";
  const [savedId, setSavedId] = useState(copy ? 0 : id);
  const [isHome, setIsHome] = useState(false);
  const { result: stored, query } = useOne<PageDiyResponse>({
    resource: PAGE_DIY,
    id,
    queryOptions: { enabled: id > 0, gcTime: 0 },
  });
  const { mutateAsync: create, mutation: creating } = useCreate<PageDiy>();
  const { mutateAsync: update, mutation: updating } = useUpdate();
  const { run, pending: settingHome } = useRunAction();

  const load = (page: PageDiyResponse) => {
    const settings = settingsOf(page, t);
    if (copy)
      settings.name = t("pageDiy.designer.copyName", { name: page.name }).slice(
        0,
        NAME_MAX,
      );
    setIsHome(!copy && page.isDefault === 1);
    dispatch({ type: "load", settings, blocks: blocksOf(page.value, t) });
  };

  useEffect(() => {
    if (stored?.id) load(stored);
    // Loads once per stored answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stored]);

  /** Saves; resolves with the template's id, or undefined when something stopped it (the canvas keeps everything). */
  const save = async (): Promise<number | undefined> => {
    if (!state.settings.name.trim()) {
      dispatch({ type: "select" });
      toastWarning(t("pageDiy.settings.nameRequired"));
      return undefined;
    }
    const values = toRequest(
      state.settings,
      state.blocks,
      designerTimestamp(),
      savedId || undefined,
    );
    const quiet = {
      successNotification: false,
      errorNotification: false,
    } as const;
    // New (or a copy): save answers the new template; existing: update.
    const persist = () =>
      savedId > 0
        ? update({ resource: PAGE_DIY, id: savedId, values, ...quiet }).then(
            () => savedId,
          )
        : create({ resource: PAGE_DIY, values, ...quiet }).then((answer) =>
            Number(answer.data.id),
          );
    try {
      const next = await persist();
      setSavedId(next);
      dispatch({ type: "saved", places: placesOf(state.blocks, values.value) });
      toastSuccess(
        t(savedId > 0 ? "pageDiy.messages.updated" : "pageDiy.messages.saved"),
      );
      return next;
    } catch {
      return undefined;
    }
  };

  /** Saves what is unsaved, then makes the template the shop home; resolves with its id once it is the home. */
  const makeHome = async (): Promise<number | undefined> => {
    const target = state.dirty || savedId === 0 ? await save() : savedId;
    if (!target) return undefined;
    try {
      await run(
        PAGE_DIY,
        "setDefault",
        { id: target },
        t("pageDiy.messages.homeSet"),
      );
      setIsHome(true);
      return target;
    } catch {
      return undefined; // Shown by the HTTP client.
    }
  };

  const reset = () =>
    id > 0
      ? query.refetch().then((r) => r.data?.data && load(r.data.data))
      : dispatch({ type: "load", settings: newSettings(t), blocks: [] });

  return {
    state,
    dispatch,
    savedId,
    isHome,
    loading: id > 0 && query.isFetching,
    saving: creating.isPending || updating.isPending || settingHome,
    save,
    makeHome,
    reset,
  };
}
