import { useDelete } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { toastSuccess, toastWarning } from "../../../providers/notify";
import type { PageDiy } from "../../../server/areas/pageDiy/contract";
import { confirmDelete } from "../../../src/widgets/confirmDelete";
import { modalApi } from "../../../src/widgets/modalHost";
import { promptText } from "../../../src/widgets/prompt";
import { useRunAction } from "../../../src/widgets/useRunAction";
import { PAGE_DIY } from "../endpoints";
import { NAME_MAX } from "../limits";

/** The row actions of the templates list: rename, make the shop home, delete; `done` refreshes the list. */
export function usePageActions(done: () => void) {
  const { t } = useTranslation();
  const { run } = useRunAction();
  const { mutateAsync: remove } = useDelete();

  const rename = async (row: PageDiy) => {
    const name = (
      await promptText({
        title: t("pageDiy.list.rename"),
        value: row.name,
        placeholder: t("pageDiy.settings.namePlaceholder"),
      })
    )?.trim();
    if (name === undefined) return;
    if (!name) return toastWarning(t("pageDiy.settings.nameRequired"));
    if (name.length > NAME_MAX)
      return toastWarning(t("pageDiy.settings.nameTooLong", { max: NAME_MAX }));
    if (name === row.name) return;
    await run(
      PAGE_DIY,
      "rename",
      { id: row.id, name },
      t("pageDiy.messages.renamed"),
    ).then(done, () => undefined);
  };

  const makeHome = (row: PageDiy) =>
    modalApi().confirm({
      title: t("pageDiy.list.setHome"),
      content: t("pageDiy.list.setHomeConfirm", { name: row.name }),
      okText: t("pageDiy.actions.ok"),
      cancelText: t("pageDiy.actions.cancel"),
      onOk: () =>
        run(
          PAGE_DIY,
          "setDefault",
          { id: row.id },
          t("pageDiy.messages.homeSet"),
        ).then(done, () => undefined),
    });

  const del = (row: PageDiy) =>
    void confirmDelete({
      content: t("pageDiy.list.deleteConfirm", { name: row.name }),
      onOk: async () => {
        await remove({
          resource: PAGE_DIY,
          id: row.id,
          successNotification: false,
          errorNotification: false,
        });
        toastSuccess(t("pageDiy.messages.deleted"));
        done();
      },
    });

  return { rename, makeHome, del };
}
