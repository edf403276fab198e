import { Card, Form, Input, Table } from "antd";
import { useTable } from "@refinedev/antd";
import type { HttpError } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { enumColumnWidth, useEnumTags } from "../../../src/enums/EnumTag";
import { VIDEO_STATUS } from "../../../src/enums/videoChannel";
import { CellLinks } from "../../../src/widgets/listCells/CellLinks";
import { columnWidth } from "../../../src/widgets/listCells/columnWidth";
import { Thumbnail } from "../../../src/widgets/listCells/Thumbnail";
import { usePicturePreview } from "../../../src/widgets/listCells/usePicturePreview";
import { tablePagination, wideScroll } from "../../../src/widgets/tablePagination";
import { VIDEO } from "../endpoints";
import { firstPicture } from "../shared/pictures";
import type { PayComponentProduct } from "../types";
import { useProductActions } from "./useProductActions";
import { SearchCard } from "../../../src/widgets/SearchCard";

interface ProductSearch {
  proId?: string;
  search?: string;
}

/** /videoChannel/productList: products WeChat approved — put on or take off the shelf, delete. */
export default function ProductListPage() {
  const { t } = useTranslation();
  const { tableProps, searchFormProps, tableQuery } = useTable<PayComponentProduct, HttpError, ProductSearch>({
    resource: VIDEO.products,
    syncWithLocation: true,
    pagination: { pageSize: 20 },
    onSearch: (v) => [
      { field: "proId", operator: "eq", value: /^\d+$/.test(v.proId?.trim() ?? "") ? Number(v.proId) : undefined },
      { field: "search", operator: "eq", value: v.search?.trim() || undefined },
    ],
  });
  const { links, act } = useProductActions(() => void tableQuery.refetch());
  const statusTag = useEnumTags(VIDEO_STATUS);
  const preview = usePicturePreview();

  return (
    <>
      <SearchCard formProps={searchFormProps} formStyle={{ rowGap: 8 }} searchLabel={t("videoChannel.common.search")} resetLabel={t("videoChannel.common.reset")}>
        <Form.Item name="proId" label={t("videoChannel.products.proId")}>
          <Input allowClear inputMode="numeric" placeholder={t("videoChannel.products.proIdPlaceholder")} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="search" label={t("videoChannel.fields.title")}>
          <Input allowClear placeholder={t("videoChannel.common.titlePlaceholder")} style={{ width: 240 }} data-testid="video-product-search" />
        </Form.Item>
      </SearchCard>
      <Card>
        <Table<PayComponentProduct>
          {...tableProps}
          rowKey="id"
          size="small"
          scroll={wideScroll(1250)}
          pagination={tablePagination(tableProps.pagination, (total) => t("videoChannel.common.total", { total }))}
          data-testid="video-product-table"
          columns={[
            { title: "ID", dataIndex: "id", width: 60 },
            { title: t("videoChannel.fields.title"), dataIndex: "title", width: 200, ellipsis: true },
            { title: t("videoChannel.fields.image"), dataIndex: "headImg", width: 80, render: (json: string, p) => <Thumbnail src={firstPicture(json)} onPreview={preview.show} label={p.title} /> },
            { title: t("videoChannel.products.componentId"), dataIndex: "componentProductId", width: 140 },
            { title: t("videoChannel.fields.category"), dataIndex: "thirdCatName", width: columnWidth({ title: t("videoChannel.fields.category"), wholeTitle: true, min: 120 }), ellipsis: true },
            { title: t("videoChannel.fields.giveIntegral"), dataIndex: "giveIntegral", width: 100 },
            { title: t("videoChannel.fields.sales"), dataIndex: "sales", width: 80 },
            { title: t("videoChannel.fields.stock"), dataIndex: "stock", width: 80 },
            { title: t("videoChannel.fields.status"), dataIndex: "status", width: enumColumnWidth(VIDEO_STATUS, t, t("videoChannel.fields.status"), 150), render: (v: number, p) => <span data-testid={`video-product-status-${p.id}`}>{statusTag(v)}</span> },
            { title: t("videoChannel.fields.createTime"), dataIndex: "createTime", width: 170 },
            {
              title: t("videoChannel.common.actions"),
              key: "actions",
              width: 150,
              fixed: "right",
              render: (_, p) => <CellLinks links={links(p)} onClick={(key) => act(key, p)} inline={3} moreLabel={t("videoChannel.common.more")} />,
            },
          ]}
        />
      </Card>
      {preview.element}
    </>
  );
}
