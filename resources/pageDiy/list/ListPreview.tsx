import { useMemo } from "react";
import { useOne } from "@refinedev/core";
import { Modal, Spin } from "antd";
import { useTranslation } from "react-i18next";
import type { PageDiyResponse } from "../../../server/areas/pageDiy/contract";
import { blocksOf, settingsOf } from "../designer/designValue";
import { PAGE_DIY } from "../endpoints";
import { PreviewDialog } from "../preview/PreviewDialog";

/** 预览 from the list: loads the template and shows it on a phone with its code. */
export default function ListPreview({
  id,
  onClose,
}: {
  id: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { result, query } = useOne<PageDiyResponse>({
    resource: PAGE_DIY,
    id,
    queryOptions: { gcTime: 0 },
  });
  const page = useMemo(
    () =>
      result?.id
        ? { settings: settingsOf(result, t), blocks: blocksOf(result.value, t) }
        : undefined,
    [result, t],
  );
  if (!page)
    return (
      <Modal
        open
        footer={null}
        onCancel={onClose}
        title={t("pageDiy.list.preview")}
      >
        {query.isLoading ? <Spin /> : null}
      </Modal>
    );
  return (
    <PreviewDialog
      open
      settings={page.settings}
      blocks={page.blocks}
      id={id}
      onClose={onClose}
    />
  );
}
