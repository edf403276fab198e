import { useState } from "react";
import type { FormInstance } from "antd";
import { useCreate, useUpdate } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { toastSuccess, toastWarning } from "../../../providers/notify";
import { APPOINT_CODE } from "../../../src/enums/shipping";
import { SHIPPING } from "../endpoints";
import { refreshTemplateCache } from "../templateCache";
import type { RegionTree } from "./cityTree";
import { repeatedRegion, toTemplateBody, type TemplateFormValues } from "./regionRules";
import { firstRowProblem, type RowProblem } from "./rowRules";

/** Validates, refuses a region set twice, saves (save or update), refreshes the cached list. */
export function useSaveTemplate(
  form: FormInstance<TemplateFormValues>,
  tree: RegionTree,
  id: number | undefined,
  onSaved: () => void,
  /** Brings a row with a problem into view (rows out of view have no mounted field). */
  reveal: (problem: RowProblem) => void,
) {
  const { t } = useTranslation();
  const { mutateAsync: create } = useCreate();
  const { mutateAsync: update } = useUpdate();
  const [saving, setSaving] = useState(false);

  const save = async () => {
    try {
      await form.validateFields();
    } catch (error) {
      const first = (error as { errorFields?: { name: (string | number)[] }[] }).errorFields?.[0];
      if (first) form.scrollToField(first.name, { block: "center" });
      return;
    }
    const values = form.getFieldsValue(true) as TemplateFormValues;
    const row = firstRowProblem(values);
    if (row) {
      reveal(row);
      return toastWarning(t("shipping.rules.inRow", { list: t(`shipping.editor.${row.list}`), row: row.index + 1, problem: t(row.problem) }));
    }
    if (values.appoint !== APPOINT_CODE.nationwide) {
      if (!values.regionRules.length) return toastWarning(t("shipping.rules.regionRequired"));
      const twice =
        repeatedRegion(tree, values.regionRules.map((r) => (r.isDefault && values.appoint === APPOINT_CODE.custom ? [] : r.regions))) ??
        (values.appoint === APPOINT_CODE.custom ? repeatedRegion(tree, values.freeRules.map((r) => (r.nationwide ? [] : r.regions))) : undefined);
      if (twice) return toastWarning(t("shipping.rules.repeated", { name: twice }));
    }
    const body = toTemplateBody(tree, values, id);
    setSaving(true);
    try {
      if (id) await update({ resource: SHIPPING.templates, id, values: body, successNotification: false, errorNotification: false });
      else await create({ resource: SHIPPING.templates, values: body, successNotification: false, errorNotification: false });
      toastSuccess(t("shipping.editor.saved"));
      refreshTemplateCache();
      onSaved();
    } catch {
      // Shown by the HTTP client; the editor keeps what was typed.
    } finally {
      setSaving(false);
    }
  };
  return { save, saving };
}
