import { Card, Form, Input, Table, Typography } from "antd";
import { useTable } from "@refinedev/antd";
import type { HttpError } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useEnumTags } from "../../../src/enums/EnumTag";
import { PLATFORM_STATUS, PRODUCT_EDIT_STATUS } from "../../../src/enums/videoChannel";
import { CellLinks } from "../../../src/widgets/listCells/CellLinks";
import { columnWidth } from "../../../src/widgets/listCells/columnWidth";
import { Thumbnail } from "../../../src/widgets/listCells/Thumbnail";
import { usePicturePreview } from "../../../src/widgets/listCells/usePicturePreview";
import { tablePagination, wideScroll } from "../../../src/widgets/tablePagination";
import { VIDEO } from "../endpoints";
import { DRAFT_EDITOR_PATH } from "../area";
import { firstPicture } from "../shared/pictures";
import type { PayComponentDraftProduct } from "../types";
import { useDraftActions } from "./useDraftActions";
import { SearchCard, AddButton } from "../../../src/widgets/SearchCard";
import { useAllowedEach } from "../../../src/access/useAllowed";

const Reason = ({ text }: { text: string }) =>
  text ? (
    <Typography.Text type="danger" style={{ display: "block", fontSize: 12 }}>
      {text}
    </Typography.Text>
  ) : null;

/** /videoChannel/draftList: drafts until WeChat approves them — submit to and withdraw from review, edit, delete. */
export default function DraftListPage() {
  const may = useAllowedEach(VIDEO.drafts, ["create"]);
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { tableProps, searchFormProps, tableQuery } = useTable<PayComponentDraftProduct, HttpError, { search?: string }>({
    resource: VIDEO.drafts,
    syncWithLocation: true,
    pagination: { pageSize: 20 },
    onSearch: (v) => [{ field: "search", operator: "eq", value: v.search?.trim() || undefined }],
  });
  const { links, act } = useDraftActions(() => void tableQuery.refetch());
  const wechatTag = useEnumTags(PRODUCT_EDIT_STATUS);
  const platformTag = useEnumTags(PLATFORM_STATUS);
  const preview = usePicturePreview();

  return (
    <>
      <SearchCard formProps={searchFormProps} searchLabel={t("videoChannel.common.search")}>
        <Form.Item name="search" label={t("videoChannel.fields.title")}>
          <Input allowClear placeholder={t("videoChannel.common.titlePlaceholder")} style={{ width: 260 }} data-testid="video-draft-search" />
        </Form.Item>
      </SearchCard>
      <Card>
        {may.create && (
          <AddButton onClick={() => navigate(DRAFT_EDITOR_PATH)} testId="video-draft-add">
            {t("videoChannel.drafts.add")}
          </AddButton>
        )}
        <Table<PayComponentDraftProduct>
          {...tableProps}
          rowKey="id"
          size="small"
          scroll={wideScroll(1250)}
          pagination={tablePagination(tableProps.pagination, (total) => t("videoChannel.common.total", { total }))}
          data-testid="video-draft-table"
          columns={[
            { title: "ID", dataIndex: "id", width: 60 },
            { title: t("videoChannel.fields.title"), dataIndex: "title", ellipsis: true },
            { title: t("videoChannel.fields.image"), dataIndex: "headImg", width: 80, render: (json: string, d) => <Thumbnail src={firstPicture(json)} onPreview={preview.show} label={d.title} /> },
            { title: t("videoChannel.fields.category"), dataIndex: "thirdCatName", width: columnWidth({ title: t("videoChannel.fields.category"), wholeTitle: true, min: 120 }), ellipsis: true },
            { title: t("videoChannel.fields.stock"), dataIndex: "stock", width: 80 },
            {
              title: t("videoChannel.fields.platformReview"),
              dataIndex: "platformEditStatus",
              width: 180,
              render: (v: number, d) => (
                <div data-testid={`video-draft-platform-${d.id}`}>
                  {platformTag(v)}
                  {v === 3 && <Reason text={d.platformStatusReason} />}
                </div>
              ),
            },
            {
              title: t("videoChannel.fields.wechatReview"),
              dataIndex: "editStatus",
              width: 180,
              render: (v: number, d) => (
                <div data-testid={`video-draft-wechat-${d.id}`}>
                  {wechatTag(v)}
                  {v === 3 && <Reason text={d.reject_reason} />}
                </div>
              ),
            },
            { title: t("videoChannel.fields.createTime"), dataIndex: "createTime", width: 170 },
            {
              title: t("videoChannel.common.actions"),
              key: "actions",
              width: 210,
              fixed: "right",
              render: (_, d) => <CellLinks links={links(d)} onClick={(key) => act(key, d)} inline={3} moreLabel={t("videoChannel.common.more")} moreTestId={`video-draft-more-${d.id}`} />,
            },
          ]}
        />
      </Card>
      {preview.element}
    </>
  );
}
