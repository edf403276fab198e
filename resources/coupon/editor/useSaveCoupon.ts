import { useState } from "react";
import type { FormInstance } from "antd";
import { useCreate } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { toastSuccess } from "../../../providers/notify";
import { useRunAction } from "../../../src/widgets/useRunAction";
import { COUPON } from "../endpoints";
import { productIdsOf, toCouponRequest } from "./couponBody";
import type { CouponFormValues, EditorMode } from "./formModel";

/**
 * Add and copy save a new coupon (coupon/save); edit changes only the linked products
 * (coupon/product/join/edit) — the backend has no coupon update. A failed save keeps the form.
 */
export function useSaveCoupon(form: FormInstance<CouponFormValues>, mode: EditorMode, id: number, onSaved: () => void) {
  const { t } = useTranslation();
  const { mutateAsync: create } = useCreate();
  const { run } = useRunAction();
  const [saving, setSaving] = useState(false);

  const save = async () => {
    try {
      await form.validateFields(mode === "edit" ? ["products"] : undefined);
    } catch (error) {
      const first = (error as { errorFields?: { name: (string | number)[] }[] }).errorFields?.[0];
      if (first) form.scrollToField(first.name, { block: "center" });
      return;
    }
    const values = form.getFieldsValue(true) as CouponFormValues;
    setSaving(true);
    try {
      if (mode === "edit") {
        await run(COUPON.coupons, "joinProducts", { id, productIds: productIdsOf(values) }, t("coupon.editor.edited"));
      } else {
        await create({ resource: COUPON.coupons, values: toCouponRequest(values), successNotification: false, errorNotification: false });
        toastSuccess(t("coupon.editor.added"));
      }
      onSaved();
    } catch {
      // Shown by the HTTP client; the form keeps what was typed.
    } finally {
      setSaving(false);
    }
  };
  return { save, saving };
}
