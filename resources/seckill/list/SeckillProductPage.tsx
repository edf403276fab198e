import { Button, Card, Space, Table, Tabs } from "antd";
import { PlusOutlined } from "@ant-design/icons";
import { useTable } from "@refinedev/antd";
import type { HttpError } from "@refinedev/core";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import type { SeckillProductRow } from "../../../server/areas/seckill/contract";
import { usePicturePreview } from "../../../src/widgets/listCells/usePicturePreview";
import { tablePagination, wideScroll } from "../../../src/widgets/tablePagination";
import { SECKILL } from "../endpoints";
import { SECKILL_ADD_PATH } from "../area";
import { SeckillFilters, seckillFilters, type SeckillFilterValues } from "./SeckillFilters";
import { SeckillPriceDialog } from "./SeckillPriceDialog";
import { useSeckillActions } from "./useSeckillActions";
import { useSeckillColumns } from "./useSeckillColumns";
import { useAllowedEach } from "../../../src/access/useAllowed";

/** The audit tabs: all, then the backend's 审核成功 / 待审核 / 审核失败. */
const TABS = ["", "2", "1", "3"] as const;

/** /marketing/seckill/list: the merchant's seckill products by audit state, with prices, shelf, withdraw and delete. */
export default function SeckillProductPage() {
  const may = useAllowedEach(SECKILL.products, ["create"]);
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { tableProps, searchFormProps, filters, setFilters, setCurrentPage, tableQuery } = useTable<SeckillProductRow, HttpError, SeckillFilterValues>({
    resource: SECKILL.products,
    syncWithLocation: true,
    pagination: { pageSize: 20 },
    filters: { defaultBehavior: "merge" },
    onSearch: seckillFilters,
  });
  const tab = String(filters.find((f) => "field" in f && f.field === "auditStatus")?.value ?? "");
  const reload = () => void tableQuery.refetch();
  const { perform, detail, closeDetail } = useSeckillActions(reload);
  const preview = usePicturePreview();
  const columns = useSeckillColumns(perform, preview.show);

  const setTab = (next: string) => {
    setFilters([{ field: "auditStatus", operator: "eq", value: next || undefined }], "merge");
    setCurrentPage(1);
  };

  return (
    <Space direction="vertical" size={16} style={{ width: "100%" }}>
      <Card size="small">
        <SeckillFilters formProps={searchFormProps} />
      </Card>
      <Card>
        <Tabs
          activeKey={tab}
          onChange={setTab}
          items={TABS.map((value) => ({ key: value, label: <span data-testid={`seckill-tab-${value || "all"}`}>{t(value ? `enums.seckillAuditStatus.${value}` : "seckill.list.all")}</span> }))}
        />
        {may.create && (
          <Button type="primary" icon={<PlusOutlined />} style={{ marginBottom: 16 }} onClick={() => navigate(SECKILL_ADD_PATH)} data-testid="seckill-add">
            {t("seckill.list.add")}
          </Button>
        )}
        <Table<SeckillProductRow>
          {...tableProps}
          rowKey="id"
          size="small"
          columns={columns}
          scroll={wideScroll(1600)}
          pagination={tablePagination(tableProps.pagination, (total) => t("seckill.common.total", { total }))}
          data-testid="seckill-product-table"
        />
      </Card>
      {preview.element}
      {detail && (
        <SeckillPriceDialog
          row={detail}
          onClose={closeDetail}
          onSaved={() => {
            closeDetail();
            reload();
          }}
        />
      )}
    </Space>
  );
}
