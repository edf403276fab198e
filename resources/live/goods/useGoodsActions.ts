import { useDelete } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { toastSuccess, toastWarning } from "../../../providers/notify";
import { confirmDelete } from "../../../src/widgets/confirmDelete";
import type { CellLink } from "../../../src/widgets/listCells/CellLinks";
import { promptText } from "../../../src/widgets/prompt";
import { useRunAction } from "../../../src/widgets/useRunAction";
import { LIVE } from "../endpoints";
import { GOODS_EDITOR_PATH } from "../area";
import type { WechatLiveGoods } from "../types";
import { useAllowedEach } from "../../../src/access/useAllowed";

export type GoodsAction = "sort" | "edit" | "withdraw" | "resubmit" | "delete";

/** Withdrawing is for goods in a review; resubmitting for created, withdrawn or failed goods. */
const IN_REVIEW = [1, 2];
const RESUBMITTABLE = [0, 3, 5];

/** The row actions of the live goods list: which a row offers, and running them. */
export function useGoodsActions(reload: () => void) {
  const may = useAllowedEach(LIVE.goods, ["reset", "audit", "edit", "sort", "delete"]);
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { run } = useRunAction();
  const { mutateAsync: deleteOne } = useDelete();

  const links = (row: WechatLiveGoods): CellLink<GoodsAction>[] => {
    const link = (key: GoodsAction, danger = false): CellLink<GoodsAction> => ({ key, label: t(`live.goods.actions.${key}`), danger, testId: `live-goods-${key}-${row.id}` });
    // The review action first: it is the one a row in review or turned down needs.
    return [
      may.reset && IN_REVIEW.includes(row.reviewStatus) && link("withdraw"),
      may.audit && RESUBMITTABLE.includes(row.reviewStatus) && link("resubmit"),
      may.edit && link("edit"),
      may.sort && link("sort"),
      may.delete && link("delete", true),
    ].filter((l): l is CellLink<GoodsAction> => !!l);
  };

  const sort = async (row: WechatLiveGoods) => {
    const text = await promptText({ title: t("live.goods.sortTitle"), value: String(row.sort) });
    if (text === null) return;
    const value = Number(text.trim());
    if (!/^\d+$/.test(text.trim()) || value > 9999) return toastWarning(t("live.goods.sortRange"));
    await run(LIVE.goods, "sort", { id: row.id, sort: value }, t("live.common.done"));
  };

  const act = (action: GoodsAction, row: WechatLiveGoods) => {
    const done = (promise: Promise<unknown>) => void promise.catch(() => undefined).finally(reload);
    switch (action) {
      case "edit":
        return navigate(`${GOODS_EDITOR_PATH}/${row.id}`);
      case "sort":
        return done(sort(row));
      case "withdraw":
        return void confirmDelete({ title: t("live.goods.actions.withdraw"), content: t("live.goods.withdrawConfirm"), onOk: () => run(LIVE.goods, "reset", { id: row.id }, t("live.goods.withdrawn")).finally(reload) });
      case "resubmit":
        return done(run(LIVE.goods, "audit", { id: row.id }, t("live.goods.resubmitted")));
      case "delete":
        return void confirmDelete({
          content: t("live.goods.deleteConfirm"),
          onOk: async () => {
            await deleteOne({ resource: LIVE.goods, id: row.id, successNotification: false, errorNotification: false });
            toastSuccess(t("live.common.deleted"));
          },
        });
    }
  };
  return { links, act };
}
