import { useEffect, useReducer, useState } from "react";
import { useCreate, useOne, useUpdate } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { toastError, toastSuccess } from "../../../providers/notify";
import { SYSTEM_FORM_RESOURCES } from "../endpoints";
import { announceSystemFormSaved, forgetSystemFormCache } from "../formCache";
import { builderReducer, EMPTY_BUILDER } from "./builderState";
import { designerTimestamp, parseFormValue, toSavedForm } from "./formValue";
import { toBuilderItem } from "./keys";
import { validateItems } from "./validateItems";

interface SystemForm {
  id: number;
  formName: string;
  formValue: string;
}

/**
 * The document being built: loads the stored form (a copy gets '-副本' and saves as new),
 * keeps the canvas in a reducer, and saves it as `formName`, `formValue` and `allKeys`.
 */
export function useBuilderDocument(id: number, copy: boolean) {
  const { t } = useTranslation();
  const [state, dispatch] = useReducer(builderReducer, EMPTY_BUILDER);
  const [name, setName] = useState("");
  const [savedId, setSavedId] = useState(copy ? 0 : id);
  const { result: stored, query } = useOne<SystemForm>({
    resource: SYSTEM_FORM_RESOURCES.form,
    id,
    queryOptions: { enabled: id > 0, gcTime: 0 },
  });
  const { mutateAsync: create, mutation: creating } = useCreate<SystemForm>();
  const { mutateAsync: update, mutation: updating } = useUpdate();

  const load = (form: SystemForm | undefined) => {
    if (!form) return dispatch({ type: "load", items: [] });
    setName(copy ? t("systemForm.builder.copyName", { name: form.formName }) : form.formName);
    dispatch({
      type: "load",
      items: parseFormValue(form.formValue).map(toBuilderItem),
    });
  };

  useEffect(() => {
    if (stored) load(stored);
    // Loads once per stored answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stored]);

  /** Saves; resolves with the form's id, or undefined when something stopped it. */
  const save = async (formName: string): Promise<number | undefined> => {
    const problem = validateItems(state.items);
    if (problem) {
      if (problem.key) dispatch({ type: "select", key: problem.key });
      toastError(t(problem.message, problem.vars));
      return undefined;
    }
    const values = {
      formName,
      ...toSavedForm(state.items, designerTimestamp()),
    };
    try {
      let next = savedId;
      if (savedId > 0)
        await update({
          resource: SYSTEM_FORM_RESOURCES.form,
          id: savedId,
          values,
          successNotification: false,
        });
      else
        next = Number(
          (
            await create({
              resource: SYSTEM_FORM_RESOURCES.form,
              values,
              successNotification: false,
            })
          ).data.id,
        );
      setSavedId(next);
      dispatch({ type: "saved" });
      forgetSystemFormCache();
      announceSystemFormSaved();
      toastSuccess(t("systemForm.messages.saved"));
      return next;
    } catch {
      // The HTTP client showed why; the canvas keeps everything.
      return undefined;
    }
  };

  const reset = () => (id > 0 ? query.refetch().then((r) => load(r.data?.data)) : load(undefined));

  return {
    state,
    dispatch,
    name,
    setName,
    savedId,
    loading: id > 0 && query.isFetching,
    saving: creating.isPending || updating.isPending,
    save,
    reset,
  };
}
