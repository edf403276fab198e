import { useEffect, useState } from "react";
import { Button, Card, Space, Typography } from "antd";
import { PlusOutlined } from "@ant-design/icons";
import { useCreate, useOne, useUpdate, type BaseRecord } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { toastSuccess, toastWarning } from "../../../providers/notify";
import { confirmDelete } from "../../../src/widgets/confirmDelete";
import { PageHeader } from "../../../src/widgets/PageHeader";
import { ProductPicker, type ProductPick } from "../../../src/widgets/pickers";
import { useUnsavedGuard } from "../../../src/widgets/useUnsavedGuard";
import { LIVE } from "../endpoints";
import { GOODS_PATH } from "../area";
import type { WechatLiveGoods } from "../types";
import { useMediaId } from "../shared/useMediaId";
import { GoodsRowsTable } from "./GoodsRowsTable";
import { goodsBody, GOODS_PER_SAVE, rowFromGoods, rowProblem, rowsFromPicks, type GoodsRow } from "./goodsRows";
import { useAllowedEach } from "../../../src/access/useAllowed";

/**
 * /marketing/broadcast/creatPro/:liveId?: live goods are made from shop products chosen in the
 * product picker (several at once), each with its name, cover and live price; editing changes one.
 */
export default function GoodsEditorPage() {
  const may = useAllowedEach(LIVE.goods, ["edit", "create"]);
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { liveId } = useParams();
  const editId = liveId && liveId !== "0" ? Number(liveId) : undefined;
  const [rows, setRows] = useState<GoodsRow[]>([]);
  const [selected, setSelected] = useState<number[]>([]);
  const [picking, setPicking] = useState(false);
  const guard = useUnsavedGuard();
  const { toMediaId, pending: gettingMedia } = useMediaId();
  const { mutateAsync: create, mutation: creating } = useCreate();
  const { mutateAsync: update, mutation: updating } = useUpdate();
  const { result: stored } = useOne<WechatLiveGoods>({ resource: LIVE.goods, id: editId ?? 0, queryOptions: { enabled: !!editId } });

  useEffect(() => {
    if (stored?.id) setRows([rowFromGoods(stored)]);
  }, [stored]);

  const change = (key: number, patch: Partial<GoodsRow>) => {
    guard.markDirty();
    setRows((all) => all.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  };
  const remove = (keys: number[]) => {
    guard.markDirty();
    setRows((all) => all.filter((row) => !keys.includes(row.key)));
    setSelected((was) => was.filter((key) => !keys.includes(key)));
  };
  const picked = (picks: ProductPick[]) => {
    setPicking(false);
    guard.markDirty();
    const next = rowsFromPicks(picks, rows);
    setRows(next);
    // The product's own picture is the cover until another is chosen: WeChat needs its media id.
    for (const row of next.filter((r) => !r.mediaId && r.image))
      void toMediaId(row.image)
        .then((mediaId) => change(row.key, { mediaId }))
        .catch(() => undefined);
  };

  const save = async () => {
    if (!rows.length) return toastWarning(t("live.goodsEditor.errors.noRows"));
    const index = rows.findIndex((row) => rowProblem(row));
    if (index >= 0) return toastWarning(t("live.goodsEditor.rowProblem", { row: index + 1, problem: t(rowProblem(rows[index]!)!) }));
    try {
      if (editId) await update({ resource: LIVE.goods, id: editId, values: goodsBody(rows[0]!), successNotification: false, errorNotification: false });
      else await create({ resource: LIVE.goods, values: rows.map(goodsBody) as unknown as BaseRecord, successNotification: false, errorNotification: false });
    } catch {
      return; // Shown by the HTTP client; the rows stay as typed.
    }
    guard.clear();
    toastSuccess(t(editId ? "live.goodsEditor.edited" : "live.goodsEditor.added"));
    navigate(GOODS_PATH);
  };

  const canSave = editId ? may.edit : may.create;
  return (
    <>
      <Card>
        <PageHeader title={t(editId ? "titles.live.goodsEdit" : "titles.live.goodsAdd")} backTo={GOODS_PATH} />
        {!editId && (
          <Space style={{ marginBottom: 12 }} wrap>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setPicking(true)} data-testid="live-goods-pick">
              {t("live.goodsEditor.pick")}
            </Button>
            <Button
              disabled={!selected.length}
              onClick={() => void confirmDelete({ content: t("live.goodsEditor.removeSelectedConfirm"), onOk: () => remove(selected) })}
              data-testid="live-goods-remove-selected"
            >
              {t("live.goodsEditor.removeSelected")}
            </Button>
            <Typography.Text type="secondary">{t("live.goodsEditor.hint", { max: GOODS_PER_SAVE })}</Typography.Text>
          </Space>
        )}
        <GoodsRowsTable
          rows={rows}
          onChange={change}
          onRemove={editId ? undefined : (key) => void confirmDelete({ content: t("live.goodsEditor.removeConfirm"), onOk: () => remove([key]) })}
          selected={selected}
          onSelect={editId ? undefined : setSelected}
        />
        <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
          {t("live.goodsEditor.priceHelp")}
        </Typography.Paragraph>
      </Card>
      {canSave && (
        <Card style={{ marginTop: 16, textAlign: "center" }}>
          <Button type="primary" loading={creating.isPending || updating.isPending || gettingMedia} onClick={() => void save()} data-testid="live-goods-save">
            {t("live.goodsEditor.save")}
          </Button>
        </Card>
      )}
      <ProductPicker
        open={picking}
        multiple
        max={GOODS_PER_SAVE}
        value={rows.map((row) => ({ id: row.productId, name: row.name, image: row.image, price: row.price }) as ProductPick)}
        onOk={picked}
        onCancel={() => setPicking(false)}
      />
    </>
  );
}
