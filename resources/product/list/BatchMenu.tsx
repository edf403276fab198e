import { memo } from "react";
import { Button, Dropdown } from "antd";
import { DownOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import { batchActions, type BatchAction } from "./rowActions";
import { useListAccess } from "./useListAccess";

/** 批量设置: the batch actions of the current tab, for the selected rows. */
export const BatchMenu = memo(function BatchMenu({
  tab,
  selected,
  onAction,
}: {
  tab: number;
  selected: number[];
  onAction: (action: BatchAction, ids: number[]) => void;
}) {
  const { t } = useTranslation();
  const can = useListAccess();
  const actions = batchActions(tab, can);
  if (actions.length === 0) return null;
  return (
    <Dropdown
      disabled={selected.length === 0}
      trigger={["click"]}
      menu={{
        items: actions.map((action) => ({
          key: action,
          danger: action === "delete" || action === "recycle",
          label: <span data-testid={`batch-${action}`}>{t(`product.list.batch.${action}`)}</span>,
        })),
        onClick: ({ key }) => onAction(key as BatchAction, selected),
      }}
    >
      <Button data-testid="batch-menu">
        {t("product.list.batch.title")}
        {selected.length > 0 ? ` (${selected.length})` : ""} <DownOutlined />
      </Button>
    </Dropdown>
  );
});
