import { useDelete } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { toastSuccess } from "../../../providers/notify";
import { confirmDelete } from "../../../src/widgets/confirmDelete";
import { useRunAction } from "../../../src/widgets/useRunAction";
import { COUPON } from "../endpoints";
import type { Coupon } from "../types";

/** Status toggle and delete of a coupon row; `reload` refreshes the list afterwards. */
export function useCouponActions(reload: () => void) {
  const { t } = useTranslation();
  const { run } = useRunAction();
  const { mutateAsync: deleteOne } = useDelete();

  const toggleStatus = async (row: Coupon) => {
    try {
      await run(COUPON.coupons, "status", { id: row.id }, t("coupon.list.statusChanged"));
    } finally {
      reload();
    }
  };

  const remove = (row: Coupon) =>
    confirmDelete({
      content: t("coupon.list.deleteConfirm"),
      onOk: async () => {
        await deleteOne({ resource: COUPON.coupons, id: row.id, successNotification: false, errorNotification: false });
        toastSuccess(t("coupon.list.deleted"));
      },
    });

  return { toggleStatus, remove };
}
