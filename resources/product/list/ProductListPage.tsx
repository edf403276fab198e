import { useCallback, useEffect, useState } from "react";
import { Button, Card, Space } from "antd";
import { LinkOutlined, PlusOutlined } from "@ant-design/icons";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { usePicturePreview } from "../../../src/widgets/listCells/usePicturePreview";
import { useLatestCallback } from "../../../src/widgets/useLatestCallback";
import { useCanCollect } from "../editor/collect/canCollect";
import { editorPath, type EditorMode } from "../editor/editorPath";
import type { ProductRow } from "../types";
import { BatchMenu } from "./BatchMenu";
import { CategoryNamesProvider } from "./categoryNames";
import { ExportButton } from "./ExportButton";
import { ListFilters } from "./ListFilters";
import { exportQuery } from "./listQuery";
import { ProductTable } from "./ProductTable";
import { StatusTabs } from "./StatusTabs";
import { useProductActions } from "./useProductActions";
import { useProductColumns } from "./useProductColumns";
import { useProductList } from "./useProductList";
import { useAllowedEach } from "../../../src/access/useAllowed";
import { PRODUCT } from "../endpoints";
import { lazyPart, useWarmParts } from "../../../src/widgets/lazyPart";

// Shown only on request: their code (forms, pickers, the uploader) stays out of the list's first load.
const TypeChooserDialog = lazyPart(() => import("../editor/TypeChooser").then((m) => m.TypeChooserDialog));
const ActionDialogs = lazyPart(() => import("./dialogs/ActionDialogs").then((m) => m.ActionDialogs));
const DIALOGS = [TypeChooserDialog, ActionDialogs];

function keepShown(selected: number[], rows: readonly ProductRow[] | undefined): number[] {
  if (!selected.length) return selected;
  const shown = new Set(rows?.map((row) => row.id));
  const kept = selected.filter((id) => shown.has(id));
  return kept.length === selected.length ? selected : kept;
}

/** /product/list: eight tabs with counts, filters, row and batch actions, export. */
export default function ProductListPage() {
  const may = useAllowedEach(PRODUCT.products, ["create", "export"]);
  const mayCollect = useCanCollect();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { table, tab, values, filterKey, tabCounts, countsStale, refresh, setTab, applyFilters } = useProductList();
  const { perform, performBatch, dialog, closeDialog, dialogDone } = useProductActions(refresh);
  const preview = usePicturePreview();
  const columns = useProductColumns(tab, perform, preview.show);
  const [selected, setSelected] = useState<number[]>([]);
  /** The type chooser opened by 添加商品 or 商品采集. */
  const [choosing, setChoosing] = useState<Extract<EditorMode, "add" | "collect">>();
  const { tableProps, filters, currentPage } = table;
  const onTableChange = useLatestCallback(tableProps.onChange);
  useWarmParts(DIALOGS);

  // A selection belongs to one tab and page, and holds only rows still shown (a batch action
  // moves its rows to another tab).
  useEffect(() => setSelected((prev) => (prev.length ? [] : prev)), [tab, currentPage, filterKey]);
  const rows = tableProps.dataSource;
  useEffect(() => setSelected((prev) => keepShown(prev, rows)), [rows]);

  const onBatch = useCallback((action: Parameters<typeof performBatch>[0], ids: number[]) => void performBatch(action, ids), [performBatch]);
  const onTab = useCallback((next: number) => setTab(next), [setTab]);

  return (
    <Space direction="vertical" size={16} style={{ width: "100%" }}>
      <Card size="small">
        <ListFilters values={values} onSearch={applyFilters} />
      </Card>
      <Card>
        <StatusTabs tab={tab} counts={tabCounts} countsStale={countsStale} onChange={onTab} />
        <Space style={{ marginBottom: 16 }} wrap>
          {may.create && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setChoosing("add")} data-testid="product-add">
              {t("product.list.add")}
            </Button>
          )}
          {mayCollect && (
            <Button icon={<LinkOutlined />} onClick={() => setChoosing("collect")} data-testid="product-collect">
              {t("product.list.collect")}
            </Button>
          )}
          <BatchMenu tab={tab} selected={selected} onAction={onBatch} />
          {may.export && <ExportButton query={exportQuery(filters)} />}
        </Space>
        <CategoryNamesProvider>
          <ProductTable
            rows={rows}
            loading={Boolean(tableProps.loading)}
            pagination={tableProps.pagination}
            onChange={onTableChange}
            columns={columns}
            selected={selected}
            onSelect={setSelected}
          />
        </CategoryNamesProvider>
      </Card>
      {preview.element}
      {choosing && (
        <TypeChooserDialog
          open
          onClose={() => setChoosing(undefined)}
          onChoose={(type) => {
            setChoosing(undefined);
            navigate(editorPath(choosing, 0, type));
          }}
        />
      )}
      {dialog && <ActionDialogs dialog={dialog} onClose={closeDialog} onDone={dialogDone} />}
    </Space>
  );
}
