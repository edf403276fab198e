import { useDelete } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { canDo } from "../../../providers/accessControl";
import { toastSuccess } from "../../../providers/notify";
import { confirmDelete } from "../../../src/widgets/confirmDelete";
import type { CellLink } from "../../../src/widgets/listCells/CellLinks";
import { useRunAction } from "../../../src/widgets/useRunAction";
import { VIDEO_PRODUCT_AUTH as A } from "../area";
import { VIDEO } from "../endpoints";
import type { PayComponentProduct } from "../types";

export type ProductAction = "putOn" | "putDown" | "delete";

/** WeChat: on the shelf (5); an initial (0) or self-delisted (11) product can go on; a violation (13) cannot. */
const ON_SHELF = 5;
const CAN_PUT_ON = [0, 11];

export function useProductActions(reload: () => void) {
  const { t } = useTranslation();
  const { run } = useRunAction();
  const { mutateAsync: deleteOne } = useDelete();

  const links = (p: PayComponentProduct): CellLink<ProductAction>[] => {
    const link = (key: ProductAction, danger = false): CellLink<ProductAction> => ({ key, label: t(`videoChannel.products.actions.${key}`), danger, testId: `video-product-${key}-${p.id}` });
    return [
      canDo(A.putOn) && CAN_PUT_ON.includes(p.status) && link("putOn"),
      canDo(A.putDown) && p.status === ON_SHELF && link("putDown"),
      canDo(A.delete) && p.status !== ON_SHELF && link("delete", true),
    ].filter((l): l is CellLink<ProductAction> => !!l);
  };

  const act = (action: ProductAction, p: PayComponentProduct) => {
    if (action === "delete")
      return void confirmDelete({
        content: t("videoChannel.products.deleteConfirm"),
        onOk: async () => {
          await deleteOne({ resource: VIDEO.products, id: p.id, successNotification: false, errorNotification: false });
          toastSuccess(t("videoChannel.common.deleted"));
        },
      });
    void run(VIDEO.products, action, { id: p.id }, t(`videoChannel.products.${action}Done`))
      .catch(() => undefined)
      .finally(reload);
  };
  return { links, act };
}
