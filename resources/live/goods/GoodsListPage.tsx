import { Card, Form, Input, Table, Typography } from "antd";
import { useTable } from "@refinedev/antd";
import type { HttpError } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useEnumTags } from "../../../src/enums/EnumTag";
import { LIVE_REVIEW_STATUS } from "../../../src/enums/live";
import { PRICE_TYPE } from "../../../src/enums/order";
import { CellLinks } from "../../../src/widgets/listCells/CellLinks";
import { Thumbnail } from "../../../src/widgets/listCells/Thumbnail";
import { usePicturePreview } from "../../../src/widgets/listCells/usePicturePreview";
import { tablePagination, wideScroll } from "../../../src/widgets/tablePagination";
import { LIVE } from "../endpoints";
import { GOODS_EDITOR_PATH } from "../area";
import { numericFilter } from "../shared/filterValue";
import { ReviewTabs } from "../shared/ReviewTabs";
import type { WechatLiveGoods } from "../types";
import { useGoodsActions } from "./useGoodsActions";
import { SearchCard, AddButton } from "../../../src/widgets/SearchCard";
import { useAllowedEach } from "../../../src/access/useAllowed";

const REVIEW_ORDER = [0, 1, 2, 3, 4, 5];
const priceText = (g: WechatLiveGoods) => (g.priceType === 1 ? g.price : `${g.price} ~ ${g.price2}`);

/** /marketing/broadcast/product: live goods by review state, with sort, edit, withdraw/resubmit and delete. */
export default function GoodsListPage() {
  const may = useAllowedEach(LIVE.goods, ["create"]);
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { tableProps, searchFormProps, filters, setFilters, tableQuery } = useTable<WechatLiveGoods, HttpError, { keywords?: string }>({
    resource: LIVE.goods,
    syncWithLocation: true,
    pagination: { pageSize: 20 },
    onSearch: (v) => [{ field: "keywords", operator: "eq", value: v.keywords?.trim() || undefined }],
  });
  const reload = () => void tableQuery.refetch();
  const { links, act } = useGoodsActions(reload);
  const reviewTag = useEnumTags(LIVE_REVIEW_STATUS);
  const priceTypeTag = useEnumTags(PRICE_TYPE);
  const preview = usePicturePreview();

  return (
    <>
      <SearchCard formProps={searchFormProps} searchLabel={t("live.common.search")}>
        <Form.Item name="keywords" label={t("live.goods.search")}>
          <Input allowClear placeholder={t("live.goods.searchPlaceholder")} style={{ width: 300 }} data-testid="live-goods-keywords" />
        </Form.Item>
      </SearchCard>
      <Card styles={{ body: { paddingTop: 4 } }}>
        <ReviewTabs
          table={LIVE_REVIEW_STATUS}
          order={REVIEW_ORDER}
          active={numericFilter(filters, "reviewStatus")}
          onChange={(value) => setFilters([{ field: "reviewStatus", operator: "eq", value }], "merge")}
          testId="live-goods-tab"
        />
        {may.create && (
          <AddButton onClick={() => navigate(GOODS_EDITOR_PATH)} testId="live-goods-add">
            {t("live.goods.add")}
          </AddButton>
        )}
        <Table<WechatLiveGoods>
          {...tableProps}
          rowKey="id"
          size="small"
          scroll={wideScroll(1040)}
          pagination={tablePagination(tableProps.pagination, (total) => t("live.common.total", { total }))}
          data-testid="live-goods-table"
          columns={[
            { title: "ID", dataIndex: "id", width: 60 },
            { title: t("live.goods.productId"), dataIndex: "productId", width: 90 },
            { title: t("live.goods.name"), dataIndex: "name", ellipsis: true },
            {
              title: t("live.goods.cover"),
              dataIndex: "coverImgUrlLocal",
              width: 70,
              render: (src: string, row) => <Thumbnail src={src} onPreview={preview.show} label={row.name} />,
            },
            { title: t("live.goods.priceType"), dataIndex: "priceType", width: 110, render: (value: number) => priceTypeTag(value) },
            { title: t("live.goods.price"), key: "price", width: 140, render: (_, row) => priceText(row) },
            { title: t("live.goods.sort"), dataIndex: "sort", width: 70 },
            {
              title: t("live.goods.review"),
              dataIndex: "reviewStatus",
              width: 200,
              render: (value: number, row) => (
                <div data-testid={`live-goods-review-${row.id}`}>
                  {reviewTag(value)}
                  {row.reviewReason && (
                    <Typography.Text type="danger" style={{ display: "block", fontSize: 12 }}>
                      {row.reviewReason}
                    </Typography.Text>
                  )}
                </div>
              ),
            },
            {
              title: t("live.common.actions"),
              key: "actions",
              width: 190,
              fixed: "right",
              render: (_, row) => <CellLinks links={links(row)} onClick={(key) => act(key, row)} inline={2} moreLabel={t("live.common.more")} moreTestId={`live-goods-more-${row.id}`} />,
            },
          ]}
        />
      </Card>
      {preview.element}
    </>
  );
}
