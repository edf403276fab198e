import { useMemo, useState } from "react";
import { Card, Input, Table, Tag } from "antd";
import { useList } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import type { Express } from "../../../server/areas/express/contract";
import { PAGE_SIZES } from "../../../src/widgets/tablePagination";
import { ALL_COMPANIES, EXPRESS } from "../endpoints";

/**
 * /maintain/logistics/companyList: the platform's couriers, read-only (express/all with the
 * `type=normal` the original page left out). One plain list, so search and pages are local.
 */
export default function CompanyListPage() {
  const { t } = useTranslation();
  const { result, query } = useList<Express>({ resource: EXPRESS.companies, pagination: { mode: "off" }, meta: { query: ALL_COMPANIES } });
  const [keyword, setKeyword] = useState("");
  const rows = useMemo(() => {
    const needle = keyword.trim().toLowerCase();
    const all = result.data ?? [];
    return needle ? all.filter((c) => c.name.toLowerCase().includes(needle) || c.code.toLowerCase().includes(needle)) : all;
  }, [result.data, keyword]);
  const yes = (v: boolean) => (v ? <Tag color="blue">{t("express.companies.yes")}</Tag> : <Tag>{t("express.companies.no")}</Tag>);
  return (
    <Card>
      <Input.Search allowClear placeholder={t("express.couriers.keywordsPlaceholder")} onSearch={setKeyword} style={{ width: 260, marginBottom: 16 }} data-testid="company-search" />
      <Table<Express>
        rowKey="id"
        size="small"
        loading={query.isFetching}
        dataSource={rows}
        pagination={{ defaultPageSize: PAGE_SIZES[0], pageSizeOptions: PAGE_SIZES, showSizeChanger: true, showTotal: (total) => t("express.common.total", { total }) }}
        data-testid="company-table"
        columns={[
          { title: "ID", dataIndex: "id", width: 70 },
          { title: t("express.couriers.name"), dataIndex: "name" },
          { title: t("express.couriers.code"), dataIndex: "code", width: 120 },
          { title: t("express.companies.partnerId"), dataIndex: "partnerId", width: 130, render: yes },
          { title: t("express.companies.partnerKey"), dataIndex: "partnerKey", width: 130, render: yes },
          { title: t("express.companies.net"), dataIndex: "net", width: 130, render: yes },
          { title: t("express.companies.elec"), dataIndex: "status", width: 130, render: yes },
          { title: t("express.companies.sort"), dataIndex: "sort", width: 80 },
        ]}
      />
    </Card>
  );
}
