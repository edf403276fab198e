import { lazy, Suspense, useState } from "react";
import {
  DownOutlined,
  HomeOutlined,
  PlusOutlined,
  ReloadOutlined,
} from "@ant-design/icons";
import { useTable } from "@refinedev/antd";
import { useCustom, type HttpError } from "@refinedev/core";
import {
  Button,
  Card,
  Dropdown,
  Form,
  Input,
  Space,
  Table,
  Tag,
  Typography,
} from "antd";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import type { PageDiy } from "../../../server/areas/pageDiy/contract";
import { Thumbnail } from "../../../src/widgets/listCells/Thumbnail";
import { usePicturePreview } from "../../../src/widgets/listCells/usePicturePreview";
import { tablePagination } from "../../../src/widgets/tablePagination";
import { PAGE_DIY } from "../endpoints";
import { designerPath } from "../area";
import { usePageActions } from "./usePageActions";
import { useAllowedEach } from "../../../src/access/useAllowed";

const ListPreview = lazy(() => import("./ListPreview"));

interface SearchValues {
  keywords?: string;
}

/** /design/index: the shop's home templates — search, add, design, copy, rename, preview, make the home, delete. */
export default function PageListPage() {
  const may = useAllowedEach(PAGE_DIY, ["defaultId", "show", "edit", "create", "setDefault", "rename", "delete"]);
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [previewId, setPreviewId] = useState<number>();
  const { show: preview, element: previewNode } = usePicturePreview();
  const { tableProps, searchFormProps, tableQuery } = useTable<
    PageDiy,
    HttpError,
    SearchValues
  >({
    resource: PAGE_DIY,
    syncWithLocation: true,
    pagination: { pageSize: 20 },
    onSearch: (v) => [
      {
        field: "keywords",
        operator: "eq",
        value: v.keywords?.trim() || undefined,
      },
    ],
  });
  const refresh = () => void tableQuery.refetch();
  const actions = usePageActions(refresh);
  const home = useCustom({
    url: "",
    method: "get",
    meta: { resource: PAGE_DIY, action: "defaultId" },
    queryOptions: { enabled: may.defaultId },
  });
  const canDesign = may.show && may.edit;

  const moreItems = (row: PageDiy) =>
    [
      may.create &&
        may.show && {
          key: "copy",
          label: t("pageDiy.list.copy"),
          onClick: () => navigate(designerPath(row.id, "copy")),
        },
      may.rename && {
        key: "rename",
        label: t("pageDiy.list.rename"),
        onClick: () => void actions.rename(row),
      },
      may.show && {
        key: "preview",
        label: t("pageDiy.list.preview"),
        onClick: () => setPreviewId(row.id),
      },
      row.isDefault !== 1 &&
        may.delete && {
          key: "delete",
          danger: true,
          label: t("pageDiy.list.delete"),
          onClick: () => actions.del(row),
        },
    ].filter((item) => !!item);

  return (
    <>
      <Card style={{ marginBottom: 16 }}>
        <div
          style={{
            display: "flex",
            alignItems: "center",
            gap: 16,
            flexWrap: "wrap",
          }}
        >
          <div style={{ flex: 1, minWidth: 240 }}>
            <Typography.Title level={5} style={{ margin: 0 }}>
              {t("pageDiy.list.homeTitle")}
            </Typography.Title>
            <Typography.Text type="secondary">
              {t("pageDiy.list.homeHint")}
            </Typography.Text>
          </div>
          {canDesign && (
            <Button
              type="primary"
              icon={<HomeOutlined />}
              disabled={!home.result.data}
              onClick={() =>
                navigate(designerPath(Number(home.result.data), "edit"))
              }
              data-testid="design-home"
            >
              {t("pageDiy.list.designHome")}
            </Button>
          )}
        </div>
      </Card>
      <Card>
        <Form<SearchValues>
          {...searchFormProps}
          layout="inline"
          style={{ marginBottom: 16, rowGap: 8 }}
        >
          <Form.Item name="keywords" label={t("pageDiy.list.name")}>
            <Input
              allowClear
              placeholder={t("pageDiy.list.namePlaceholder")}
              style={{ width: 220 }}
              data-testid="page-search-name"
            />
          </Form.Item>
          <Form.Item>
            <Space>
              <Button
                type="primary"
                htmlType="submit"
                data-testid="page-search"
              >
                {t("pageDiy.actions.search")}
              </Button>
              <Button
                onClick={() => {
                  searchFormProps.form?.resetFields();
                  searchFormProps.form?.submit();
                }}
              >
                {t("pageDiy.actions.reset")}
              </Button>
            </Space>
          </Form.Item>
        </Form>
        <Space style={{ marginBottom: 16 }}>
          {may.create && (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => navigate(designerPath(0, "add"))}
              data-testid="page-add"
            >
              {t("pageDiy.list.add")}
            </Button>
          )}
          <Button icon={<ReloadOutlined />} onClick={refresh}>
            {t("pageDiy.actions.refresh")}
          </Button>
        </Space>
        <Table<PageDiy>
          {...tableProps}
          rowKey="id"
          size="middle"
          pagination={tablePagination(tableProps.pagination, (total) =>
            t("pageDiy.list.total", { total }),
          )}
          data-testid="page-table"
          columns={[
            { title: "ID", dataIndex: "id", width: 70 },
            {
              title: t("pageDiy.list.cover"),
              dataIndex: "coverImage",
              width: 90,
              render: (src: string, row) => (
                <Thumbnail
                  src={src}
                  size={56}
                  label={row.name}
                  onPreview={preview}
                />
              ),
            },
            {
              title: t("pageDiy.list.name"),
              dataIndex: "name",
              render: (name: string, row) => (
                <Space size={6}>
                  {row.isDefault === 1 && (
                    <Tag color="blue">{t("pageDiy.list.homeTag")}</Tag>
                  )}
                  <span data-testid={`page-name-${row.id}`}>{name}</span>
                </Space>
              ),
            },
            {
              title: t("pageDiy.list.addTime"),
              dataIndex: "addTime",
              width: 180,
            },
            {
              title: t("pageDiy.list.updateTime"),
              dataIndex: "updateTime",
              width: 180,
            },
            {
              title: t("pageDiy.actions.title"),
              key: "actions",
              width: 250,
              render: (_, row) => (
                <Space size={0} data-testid={`page-actions-${row.id}`}>
                  {canDesign && (
                    <Button
                      type="link"
                      size="small"
                      onClick={() => navigate(designerPath(row.id, "edit"))}
                      data-testid={`page-design-${row.id}`}
                    >
                      {t("pageDiy.list.design")}
                    </Button>
                  )}
                  {row.isDefault !== 1 && may.setDefault && (
                    <Button
                      type="link"
                      size="small"
                      onClick={() => actions.makeHome(row)}
                      data-testid={`page-set-home-${row.id}`}
                    >
                      {t("pageDiy.list.setHome")}
                    </Button>
                  )}
                  <Dropdown
                    trigger={["click"]}
                    menu={{ items: moreItems(row) }}
                  >
                    <Button
                      type="link"
                      size="small"
                      data-testid={`page-more-${row.id}`}
                    >
                      {t("pageDiy.list.more")} <DownOutlined />
                    </Button>
                  </Dropdown>
                </Space>
              ),
            },
          ]}
        />
      </Card>
      {previewNode}
      {previewId !== undefined && (
        <Suspense fallback={null}>
          <ListPreview id={previewId} onClose={() => setPreviewId(undefined)} />
        </Suspense>
      )}
    </>
  );
}
