import { useState } from "react";
import { Button, Card, Space, Table } from "antd";
import { ArrowDownOutlined, ArrowUpOutlined, PlusOutlined } from "@ant-design/icons";
import { useCustom } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { canDo } from "../../../providers/accessControl";
import { toastSuccess } from "../../../providers/notify";
import { confirmDelete } from "../../../src/widgets/confirmDelete";
import { CellSwitch } from "../../../src/widgets/listCells/CellSwitch";
import { Thumbnail } from "../../../src/widgets/listCells/Thumbnail";
import { moveEntry } from "../../../src/widgets/library/pickerValue";
import { useRunAction } from "../../../src/widgets/useRunAction";
import { ROOM_AUTH as A } from "../area";
import { LIVE } from "../endpoints";
import type { LiveGoodsInRoom, WechatLiveRoom } from "../types";
import { ImportGoodsDialog } from "./ImportGoodsDialog";
import { canImportGoods, isApproved } from "./roomRules";

/** 已导入的直播商品: the room's goods in shelf order — put on/off the shelf, move, remove, import more. */
export function RoomGoodsPanel({ room }: { room: WechatLiveRoom }) {
  const { t } = useTranslation();
  const { run } = useRunAction();
  const [importing, setImporting] = useState(false);
  const { result, query } = useCustom<LiveGoodsInRoom[]>({
    url: "",
    method: "get",
    config: { payload: { id: room.id } },
    meta: { resource: LIVE.rooms, action: "goodsList" },
    queryOptions: { enabled: canDo(A.goodsList), queryKey: [LIVE.rooms, "goodsList", room.id] },
  });
  const goods = query.isSuccess && Array.isArray(result.data) ? result.data : [];
  const reload = () => void query.refetch();
  const approved = isApproved(room);

  const onSale = (row: LiveGoodsInRoom, next: boolean) =>
    void run(LIVE.rooms, "goodsOnSale", { roomId: room.id, goodsId: row.goodsId, onSale: next ? 1 : 0 }, t("live.common.done"))
      .catch(() => undefined)
      .finally(reload);
  const move = (index: number, to: number) =>
    void run(LIVE.rooms, "goodsSort", { roomId: room.id, goods: moveEntry(goods, index, to).map((g) => ({ goodsId: g.goodsId })) }, t("live.common.done"))
      .catch(() => undefined)
      .finally(reload);
  const remove = (row: LiveGoodsInRoom) =>
    void confirmDelete({
      content: t("live.rooms.removeGoodsConfirm"),
      onOk: async () => {
        await run(LIVE.rooms, "deleteGoods", { id: room.id, goodsId: row.goodsId });
        toastSuccess(t("live.common.deleted"));
        reload();
      },
    });

  return (
    <Card
      title={t("live.rooms.goodsTitle")}
      style={{ marginTop: 16 }}
      extra={
        canImportGoods(room) &&
        canDo(A.addGoods) && (
          <Button icon={<PlusOutlined />} onClick={() => setImporting(true)} data-testid="live-room-goods-import">
            {t("live.rooms.actions.importGoods")}
          </Button>
        )
      }
    >
      <Table<LiveGoodsInRoom>
        rowKey="id"
        size="small"
        loading={query.isLoading}
        pagination={false}
        dataSource={goods}
        data-testid="live-room-goods"
        columns={[
          { title: "ID", dataIndex: "goodsId", width: 90 },
          { title: t("live.goods.cover"), dataIndex: "coverImgUrlLocal", width: 80, render: (src: string) => <Thumbnail src={src} /> },
          { title: t("live.goods.name"), dataIndex: "name", ellipsis: true },
          { title: t("live.goods.price"), key: "price", width: 150, render: (_, g) => (g.priceType === 1 ? g.price : `${g.price} ~ ${g.price2}`) },
          {
            title: t("live.rooms.onSale"),
            dataIndex: "onSale",
            width: 120,
            render: (value: number, row) => (
              <CellSwitch
                checked={value === 1}
                disabled={!approved || !canDo(A.goodsOnSale)}
                checkedLabel={t("live.rooms.onShelf")}
                uncheckedLabel={t("live.rooms.offShelf")}
                onChange={(next) => onSale(row, next)}
                data-testid={`live-room-goods-sale-${row.goodsId}`}
              />
            ),
          },
          {
            title: t("live.common.actions"),
            key: "actions",
            width: 170,
            render: (_, row, index) => (
              <Space size={0}>
                {approved && canDo(A.goodsSort) && (
                  <>
                    <Button type="link" size="small" icon={<ArrowUpOutlined />} disabled={index === 0} onClick={() => move(index, index - 1)} aria-label={t("live.rooms.moveUp")} />
                    <Button type="link" size="small" icon={<ArrowDownOutlined />} disabled={index === goods.length - 1} onClick={() => move(index, index + 1)} aria-label={t("live.rooms.moveDown")} />
                  </>
                )}
                {canDo(A.deleteGoods) && (
                  <Button type="link" size="small" danger onClick={() => remove(row)} data-testid={`live-room-goods-remove-${row.goodsId}`}>
                    {t("live.common.delete")}
                  </Button>
                )}
              </Space>
            ),
          },
        ]}
      />
      {importing && (
        <ImportGoodsDialog
          room={room}
          onClose={() => setImporting(false)}
          onDone={() => {
            setImporting(false);
            reload();
          }}
        />
      )}
    </Card>
  );
}
