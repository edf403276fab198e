import { useState } from "react";
import { useTable } from "@refinedev/antd";
import { Button, Card, Image, Rate, Space, Table, Typography } from "antd";
import { PlusOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import { confirmDelete } from "../../../src/widgets/confirmDelete";
import { formatTime } from "../../../src/widgets/format";
import { PRODUCT } from "../endpoints";
import { PAGE_SIZES, tablePagination, wideScroll } from "../../../src/widgets/tablePagination";
import { useRunAction } from "../../../src/widgets/useRunAction";
import { UserAvatar } from "../../../src/widgets/listCells/UserAvatar";
import { Thumbnail } from "../../../src/widgets/listCells/Thumbnail";
import { usePicturePreview } from "../../../src/widgets/listCells/usePicturePreview";
import type { ProductReply } from "../types";
import { CommentFilters, type CommentSearch } from "./CommentFilters";
import { ReplyDialog } from "./ReplyDialog";
import { VirtualCommentDialog } from "./VirtualCommentDialog";
import { useAllowedEach } from "../../../src/access/useAllowed";

/** /product/comment: comments with filters, the merchant's reply, delete, and virtual comments. */
export default function CommentListPage() {
  const may = useAllowedEach(PRODUCT.replies, ["create", "reply", "delete"]);
  const { t } = useTranslation();
  const { tableProps, setFilters, setCurrentPage, tableQuery } = useTable<ProductReply>({
    resource: PRODUCT.replies,
    syncWithLocation: true,
    pagination: { pageSize: PAGE_SIZES[0] },
  });
  const [replying, setReplying] = useState<ProductReply>();
  const [adding, setAdding] = useState(false);
  const { run } = useRunAction();
  const preview = usePicturePreview();
  const refetch = () => void tableQuery.refetch();

  const search = (s: CommentSearch) => {
    setFilters(
      (["productSearch", "star", "isReply", "dateLimit"] as const).map((field) => ({ field, operator: "eq" as const, value: s[field] })),
      "merge",
    );
    setCurrentPage(1);
  };

  return (
    <Space direction="vertical" size={16} style={{ width: "100%" }}>
      <Card size="small">
        <CommentFilters onSearch={search} />
      </Card>
      <Card
        title={t("titles.product.comment")}
        extra={
          may.create && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)} data-testid="comment-add">
              {t("product.comment.addVirtual")}
            </Button>
          )
        }
      >
        <Table<ProductReply>
          {...tableProps}
          rowKey="id"
          scroll={wideScroll(1400)}
          pagination={tablePagination(tableProps.pagination, (total) => t("product.common.total", { total }))}
          columns={[
            { title: "ID", dataIndex: "id", width: 70 },
            {
              title: t("product.comment.product"),
              key: "product",
              width: 240,
              render: (_, r) => (
                <Space>
                  <Thumbnail src={r.productImage} onPreview={preview.show} label={r.productName} />
                  <div>
                    <Typography.Text ellipsis style={{ maxWidth: 170, display: "block" }} title={r.productName}>
                      {r.productName}
                    </Typography.Text>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {r.sku}
                    </Typography.Text>
                  </div>
                </Space>
              ),
            },
            {
              title: t("product.comment.nickname"),
              key: "user",
              width: 150,
              render: (_, r) => (
                <Space>
                  <UserAvatar src={r.avatar} name={r.nickname} size="small" />
                  {r.nickname}
                </Space>
              ),
            },
            {
              title: t("product.comment.star"),
              dataIndex: "star",
              width: 150,
              render: (star: number) => <Rate disabled value={star} style={{ fontSize: 14 }} />,
            },
            {
              title: t("product.comment.content"),
              key: "comment",
              width: 280,
              render: (_, r) => (
                <div>
                  <div>{r.comment}</div>
                  {r.pics?.length > 0 && (
                    <Image.PreviewGroup>
                      <Space size={4} wrap style={{ marginTop: 4 }}>
                        {r.pics.map((src, index) => (
                          <Image key={src} src={src} width={32} height={32} alt={t("product.comment.picture", { index: index + 1 })} />
                        ))}
                      </Space>
                    </Image.PreviewGroup>
                  )}
                </div>
              ),
            },
            {
              title: t("product.comment.merchantReply"),
              dataIndex: "merchantReplyContent",
              width: 180,
              render: (text: string) => text || <Typography.Text type="secondary">{t("product.enums.replied.false")}</Typography.Text>,
            },
            { title: t("product.comment.time"), dataIndex: "createTime", width: 150, render: (time: string) => formatTime(time) },
            {
              title: t("product.common.actions"),
              key: "actions",
              width: 130,
              fixed: "right",
              render: (_, r) => (
                <Space size={0}>
                  {may.reply && (
                    <Button type="link" size="small" onClick={() => setReplying(r)} data-testid={`comment-reply-${r.id}`}>
                      {t("product.comment.reply")}
                    </Button>
                  )}
                  {may.delete && (
                    <Button
                      type="link"
                      size="small"
                      danger
                      onClick={() =>
                        void confirmDelete({ onOk: () => run(PRODUCT.replies, "delete", { id: r.id }, t("product.common.deleted")) }).then(
                          (ok) => ok && refetch(),
                        )
                      }
                      data-testid={`comment-delete-${r.id}`}
                    >
                      {t("product.common.delete")}
                    </Button>
                  )}
                </Space>
              ),
            },
          ]}
        />
      </Card>
      {replying && (
        <ReplyDialog
          reply={replying}
          onClose={() => setReplying(undefined)}
          onDone={() => {
            setReplying(undefined);
            refetch();
          }}
        />
      )}
      {adding && (
        <VirtualCommentDialog
          onClose={() => setAdding(false)}
          onDone={() => {
            setAdding(false);
            refetch();
          }}
        />
      )}
      {preview.element}
    </Space>
  );
}
