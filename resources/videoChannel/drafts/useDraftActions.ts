import { useDelete } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { toastSuccess } from "../../../providers/notify";
import { confirmDelete } from "../../../src/widgets/confirmDelete";
import type { CellLink } from "../../../src/widgets/listCells/CellLinks";
import { useRunAction } from "../../../src/widgets/useRunAction";
import { VIDEO } from "../endpoints";
import { DRAFT_EDITOR_PATH } from "../area";
import type { PayComponentDraftProduct } from "../types";
import { canSubmit, canWithdraw, inReview } from "./draftRules";
import { useAllowedEach } from "../../../src/access/useAllowed";

export type DraftAction = "detail" | "edit" | "submit" | "withdraw" | "delete";

/** The drafts list's row actions: which a draft offers, and running them. */
export function useDraftActions(reload: () => void) {
  const may = useAllowedEach(VIDEO.drafts, ["show", "edit", "review", "delete"]);
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { run } = useRunAction();
  const { mutateAsync: deleteOne } = useDelete();

  const links = (d: PayComponentDraftProduct): CellLink<DraftAction>[] => {
    const link = (key: DraftAction, danger = false): CellLink<DraftAction> => ({ key, label: t(`videoChannel.drafts.actions.${key}`), danger, testId: `video-draft-${key}-${d.id}` });
    return [
      may.show && link("detail"),
      may.edit && canSubmit(d) && link("edit"),
      may.review && canSubmit(d) && link("submit"),
      may.review && canWithdraw(d) && link("withdraw"),
      may.delete && !inReview(d) && link("delete", true),
    ].filter((l): l is CellLink<DraftAction> => !!l);
  };

  const review = (d: PayComponentDraftProduct, platformEditStatus: 1 | 2) =>
    void confirmDelete({
      title: t(`videoChannel.drafts.actions.${platformEditStatus === 2 ? "submit" : "withdraw"}`),
      content: t(platformEditStatus === 2 ? "videoChannel.drafts.submitConfirm" : "videoChannel.drafts.withdrawConfirm"),
      onOk: () => run(VIDEO.drafts, "review", { draftProductId: d.id, platformEditStatus }, t("videoChannel.drafts.reviewDone")).finally(reload),
    });

  const act = (action: DraftAction, d: PayComponentDraftProduct) => {
    switch (action) {
      case "detail":
        return navigate(`${DRAFT_EDITOR_PATH}/${d.id}/1`);
      case "edit":
        return navigate(`${DRAFT_EDITOR_PATH}/${d.id}`);
      case "submit":
        return review(d, 2);
      case "withdraw":
        return review(d, 1);
      case "delete":
        return void confirmDelete({
          content: t("videoChannel.drafts.deleteConfirm"),
          onOk: async () => {
            await deleteOne({ resource: VIDEO.drafts, id: d.id, successNotification: false, errorNotification: false });
            toastSuccess(t("videoChannel.common.deleted"));
          },
        });
    }
  };
  return { links, act };
}
