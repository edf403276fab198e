import { useDelete } from "@refinedev/core";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { toastSuccess } from "../../../providers/notify";
import type { GroupBuyActivity } from "../../../server/areas/groupbuy/contract";
import { confirmDelete } from "../../../src/widgets/confirmDelete";
import { modalApi } from "../../../src/widgets/modalHost";
import { useRunAction } from "../../../src/widgets/useRunAction";
import { GROUPBUY } from "../endpoints";
import { GROUP_EDITOR_PATH } from "../area";

export type GroupAction = "view" | "edit" | "copy" | "remove" | "rollback";

const EDITOR_TYPE = { view: 3, edit: 1, copy: 2 } as const;

/** Row actions of the activity list; `refresh` reloads the rows and the tab counts. */
export function useGroupActivityActions(refresh: () => void) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { run } = useRunAction();
  const { mutateAsync: deleteOne } = useDelete();

  const perform = (action: GroupAction, row: GroupBuyActivity) => {
    switch (action) {
      case "view":
      case "edit":
      case "copy":
        return navigate(`${GROUP_EDITOR_PATH}/${row.id}/${EDITOR_TYPE[action]}`);
      case "remove":
        return void confirmDelete({
          content: t("groupbuy.activity.confirm.remove"),
          onOk: async () => {
            await deleteOne({ resource: GROUPBUY.activities, id: row.id, successNotification: false, errorNotification: false });
            toastSuccess(t("groupbuy.activity.done.remove"));
            refresh();
          },
        });
      case "rollback":
        return void modalApi().confirm({
          title: t("groupbuy.activity.confirm.rollback"),
          okText: t("groupbuy.common.ok"),
          cancelText: t("groupbuy.common.cancel"),
          onOk: () =>
            run(GROUPBUY.activities, "rollback", { id: row.id }, t("groupbuy.activity.done.rollback"))
              .then(refresh)
              .catch(() => undefined),
        });
    }
  };

  const setSwitch = (row: GroupBuyActivity, on: boolean) =>
    void run(GROUPBUY.activities, "status", { id: row.id, status: on ? 1 : 0 }, t("groupbuy.activity.done.status"))
      .catch(() => undefined)
      .finally(refresh);

  return { perform, setSwitch };
}
