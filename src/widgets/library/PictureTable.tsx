import { Button, Space, Table, Tag } from "antd";
import type { ColumnsType } from "antd/es/table";
import { useTranslation } from "react-i18next";
import { formatSize } from "./formatSize";
import { selectionNumber, setPageSelection, toggleSelection } from "./selection";
import { Thumb } from "./Thumb";
import type { Attachment } from "./types";
import { namedRowChecks } from "../listCells/rowSelection";

export interface PictureTableProps {
  items: readonly Attachment[];
  chosen: readonly Attachment[];
  onChosenChange: (next: Attachment[]) => void;
  /** Deletes one row; absent without the delete authority. */
  onDeleteOne?: (item: Attachment) => void;
  loading: boolean;
}

/** The list view: name, size, upload time; chosen rows keep their number in the order chosen. */
export function PictureTable({ items, chosen, onChosenChange, onDeleteOne, loading }: PictureTableProps) {
  const { t } = useTranslation();
  const columns: ColumnsType<Attachment> = [
    {
      title: t("library.list.name"),
      key: "name",
      render: (_, item) => {
        const number = selectionNumber(chosen, item.attId);
        return (
          <Space>
            <Thumb src={item.sattDir} alt={item.name} attType={item.attType} size={40} />
            {number > 0 && (
              <Tag color="blue" data-testid="picture-number">
                {number}
              </Tag>
            )}
            <span>{item.name}</span>
          </Space>
        );
      },
    },
    {
      title: t("library.list.size"),
      key: "size",
      width: 110,
      render: (_, item) => formatSize(item.attSize),
    },
    { title: t("library.list.time"), dataIndex: "createTime", width: 180 },
  ];
  if (onDeleteOne) {
    columns.push({
      title: t("library.list.actions"),
      key: "actions",
      width: 90,
      render: (_, item) => (
        <Button type="link" size="small" onClick={() => onDeleteOne(item)}>
          {t("library.actions.delete")}
        </Button>
      ),
    });
  }
  return (
    <div data-testid="picture-table">
      <Table<Attachment>
        rowKey="attId"
        size="small"
        loading={loading}
        columns={columns}
        dataSource={[...items]}
        pagination={false}
        rowSelection={{
          ...namedRowChecks(t("widgets.selectRow")),
          selectedRowKeys: chosen.map((c) => c.attId),
          onSelect: (item) => onChosenChange(toggleSelection(chosen, item)),
          onSelectAll: (selected) => onChosenChange(setPageSelection(chosen, items, selected)),
        }}
      />
    </div>
  );
}
