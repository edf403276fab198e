import { useState } from "react";
import { Input, Modal, Table } from "antd";
import { useTable } from "@refinedev/antd";
import { useTranslation } from "react-i18next";
import { useEnumTags } from "../../../src/enums/EnumTag";
import { PRICE_TYPE } from "../../../src/enums/order";
import { Thumbnail } from "../../../src/widgets/listCells/Thumbnail";
import { toastWarning } from "../../../providers/notify";
import { useRunAction } from "../../../src/widgets/useRunAction";
import { LIVE } from "../endpoints";
import type { WechatLiveGoods, WechatLiveRoom } from "../types";
import { namedRowChecks } from "../../../src/widgets/listCells/rowSelection";

/** WeChat-approved live goods, the only ones a room takes. */
const APPROVED = 4;

/** 导入商品: choose WeChat-approved live goods (across pages) and add them to the room. */
export function ImportGoodsDialog({ room, onClose, onDone }: { room: WechatLiveRoom; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<Map<number, number>>(new Map());
  const { run, pending } = useRunAction();
  const priceTypeTag = useEnumTags(PRICE_TYPE);
  const { tableProps, setFilters } = useTable<WechatLiveGoods>({
    resource: LIVE.goods,
    syncWithLocation: false,
    pagination: { pageSize: 10 },
    filters: { permanent: [{ field: "reviewStatus", operator: "eq", value: APPROVED }] },
  });
  const rows = tableProps.dataSource ?? [];
  const select = (keys: React.Key[]) => {
    const next = new Map(chosen);
    for (const row of rows) next.delete(row.id);
    for (const key of keys) {
      const row = rows.find((r) => r.id === key);
      if (row?.goodsId) next.set(row.id, row.goodsId);
    }
    setChosen(next);
  };
  const submit = async () => {
    if (!chosen.size) return toastWarning(t("live.rooms.importNone"));
    try {
      await run(LIVE.rooms, "addGoods", { id: room.id, ids: [...chosen.values()] }, t("live.rooms.imported"));
    } catch {
      return;
    }
    onDone();
  };
  return (
    <Modal
      open
      width={900}
      title={t("live.rooms.importTitle", { name: room.roomName })}
      onCancel={onClose}
      onOk={() => void submit()}
      confirmLoading={pending}
      okText={chosen.size ? `${t("live.common.ok")} (${chosen.size})` : t("live.common.ok")}
      cancelText={t("live.common.cancel")}
      destroyOnHidden
    >
      <Input.Search
        allowClear
        placeholder={t("live.goods.searchPlaceholder")}
        style={{ width: 320, marginBottom: 12 }}
        onSearch={(keywords) => setFilters([{ field: "keywords", operator: "eq", value: keywords.trim() || undefined }], "merge")}
      />
      <Table<WechatLiveGoods>
        {...tableProps}
        rowKey="id"
        size="small"
        rowSelection={{ ...namedRowChecks(t("widgets.selectRow")), selectedRowKeys: [...chosen.keys()], onChange: select }}
        data-testid="live-import-goods"
        pagination={{ ...tableProps.pagination, showTotal: (total) => t("live.common.total", { total }) }}
        columns={[
          { title: "ID", dataIndex: "id", width: 70 },
          { title: t("live.goods.productId"), dataIndex: "productId", width: 90 },
          { title: t("live.goods.name"), dataIndex: "name", ellipsis: true },
          { title: t("live.goods.cover"), dataIndex: "coverImgUrlLocal", width: 80, render: (src: string) => <Thumbnail src={src} /> },
          { title: t("live.goods.priceType"), dataIndex: "priceType", width: 110, render: (v: number) => priceTypeTag(v) },
          { title: t("live.goods.price"), key: "price", width: 140, render: (_, g) => (g.priceType === 1 ? g.price : `${g.price} ~ ${g.price2}`) },
        ]}
      />
    </Modal>
  );
}
