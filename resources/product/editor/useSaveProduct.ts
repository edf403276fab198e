import { useCallback, useState } from "react";
import type { FormInstance } from "antd";
import { useTranslation } from "react-i18next";
import { toastWarning } from "../../../providers/notify";
import { PRODUCT } from "../endpoints";
import { askAutoUp } from "../shared/askAutoUp";
import { useRunAction } from "../../../src/widgets/useRunAction";
import type { AuditSwitchInfo, GuaranteeGroup } from "../types";
import type { EditorMode } from "./editorPath";
import type { ProductFormValues } from "./formModel";
import { buildProductBody } from "./productBody";
import { skuColumns } from "./sku/skuColumns";
import { usableSpecs } from "./sku/skuMatrix";
import { firstSkuProblem } from "./sku/skuRules";
import { missingOptionImage } from "./sku/specEdits";
import type { SkuState } from "./sku/useSkuState";

interface SaveOptions {
  mode: EditorMode;
  id: number;
  form: FormInstance<ProductFormValues>;
  sku: SkuState;
  groups: readonly GuaranteeGroup[];
  audit?: AuditSwitchInfo;
  onSaved: () => void;
  /** Shows the section holding a problem. */
  reveal: (section: "spec") => void;
}

/**
 * Save (and save-and-submit): every rule of the form and of the SKUs first, with the
 * original console's messages; then the auto-shelf question; then the body of contract §3.1.
 */
export function useSaveProduct({ mode, id, form, sku, groups, audit, onSaved, reveal }: SaveOptions) {
  const { t } = useTranslation();
  const { run } = useRunAction();
  const [saving, setSaving] = useState(false);

  const save = useCallback(
    async (submitAudit: boolean) => {
      try {
        await form.validateFields();
      } catch (error) {
        const first = (error as { errorFields?: { name: (string | number)[] }[] }).errorFields?.[0];
        if (first) form.scrollToField(first.name, { block: "center" });
        return toastWarning(t("product.editor.incomplete"));
      }
      const values = form.getFieldsValue(true) as ProductFormValues;
      if (values.specType && usableSpecs(sku.specs).length === 0) {
        reveal("spec");
        return toastWarning(t("product.editor.spec.required"));
      }
      if (values.specType && missingOptionImage(sku.specs)) {
        reveal("spec");
        return toastWarning(t("product.editor.spec.imagesRequired"));
      }
      const store = values.specType ? sku.multiStore : sku.singleStore;
      const problem = firstSkuProblem(store.getRows(), values.type, values.isPaidMember);
      if (problem) {
        reveal("spec");
        const column = skuColumns({ productType: values.type, isSub: true, paidMember: true }).find((c) => c.field === problem.field);
        return toastWarning(t(problem.message, { row: problem.index + 1, field: column ? t(column.title) : problem.field }));
      }

      let isAutoUp = false;
      if (submitAudit) {
        const answer = await askAutoUp(t("product.editor.autoUpAfterAudit"));
        if (answer === null) return;
        isAutoUp = answer;
      } else if (audit?.isSwitch && !audit.productSwitch) {
        const answer = await askAutoUp(t("product.editor.autoUpAfterSave"));
        if (answer === null) return;
        isAutoUp = answer;
      }

      const body = buildProductBody(
        { values, singleSpec: sku.singleSpec, singleRows: [...sku.singleStore.getRows()], specs: sku.specs, multiRows: [...sku.multiStore.getRows()] },
        { id: mode === "edit" ? id : undefined, isAutoUp, isAutoSubmitAudit: submitAudit, groups },
      );
      setSaving(true);
      try {
        await run(PRODUCT.products, mode === "edit" ? "update" : "create", body, t(mode === "edit" ? "product.editor.saved.edit" : "product.editor.saved.add"));
        onSaved();
      } catch {
        // The server's message was shown; the form keeps what was typed.
      } finally {
        setSaving(false);
      }
    },
    [form, sku, groups, audit, mode, id, run, t, onSaved, reveal],
  );

  return { save, saving };
}
