import { memo } from "react";
import { Button, Dropdown, Space } from "antd";
import { DownOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import { canDo } from "../../../providers/accessControl";
import type { ProductRow } from "../types";
import { rowActions, type RowAction } from "./rowActions";

/** How many actions show as links before the rest go under 更多. */
const INLINE = 3;
const DANGER: readonly RowAction[] = ["recycle", "delete"];

/** The actions a row's tab and state allow and the user may run. */
export const RowActions = memo(function RowActions({
  tab,
  row,
  onAction,
}: {
  tab: number;
  row: ProductRow;
  onAction: (action: RowAction, row: ProductRow) => void;
}) {
  const { t } = useTranslation();
  const actions = rowActions(tab, row, canDo);
  const inline = actions.slice(0, INLINE);
  const more = actions.slice(INLINE);
  return (
    <Space size={0} wrap={false}>
      {inline.map((action) => (
        <Button
          key={action}
          type="link"
          size="small"
          danger={DANGER.includes(action)}
          onClick={() => onAction(action, row)}
          data-testid={`row-${action}-${row.id}`}
        >
          {t(`product.list.actions.${action}`)}
        </Button>
      ))}
      {more.length > 0 && (
        <Dropdown
          trigger={["click"]}
          menu={{
            items: more.map((action) => ({
              key: action,
              danger: DANGER.includes(action),
              label: <span data-testid={`row-${action}-${row.id}`}>{t(`product.list.actions.${action}`)}</span>,
            })),
            onClick: ({ key }) => onAction(key as RowAction, row),
          }}
        >
          <Button type="link" size="small" data-testid={`row-more-${row.id}`}>
            {t("product.list.actions.more")} <DownOutlined />
          </Button>
        </Dropdown>
      )}
    </Space>
  );
});
