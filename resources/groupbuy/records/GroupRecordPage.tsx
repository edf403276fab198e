import { useState } from "react";
import { Card, Space, Table, Typography } from "antd";
import { useTranslation } from "react-i18next";
import type { GroupBuyRecordRow } from "../../../server/areas/groupbuy/contract";
import { CellLinks } from "../../../src/widgets/listCells/CellLinks";
import { Thumbnail } from "../../../src/widgets/listCells/Thumbnail";
import { usePicturePreview } from "../../../src/widgets/listCells/usePicturePreview";
import { tablePagination, wideScroll } from "../../../src/widgets/tablePagination";
import { StatusTabs } from "../../../src/widgets/tabbedList/StatusTabs";
import { useTabbedList } from "../../../src/widgets/tabbedList/useTabbedList";
import { GROUPBUY } from "../endpoints";
import { RecordDetailDrawer } from "./RecordDetailDrawer";
import { RecordFilters } from "./RecordFilters";
import { RECORD_FILTER_FIELDS, RECORD_TABS } from "./recordTabs";
import { useAllowedEach } from "../../../src/access/useAllowed";

/** /marketing/group/list: the groups shoppers opened, by state with counts, and each group's members. */
export default function GroupRecordPage() {
  const may = useAllowedEach(GROUPBUY.records, ["show"]);
  const { t } = useTranslation();
  const list = useTabbedList<GroupBuyRecordRow, (typeof RECORD_FILTER_FIELDS)[number]>({
    resource: GROUPBUY.records,
    tabField: "recordStatus",
    tabs: RECORD_TABS,
    fields: RECORD_FILTER_FIELDS,
  });
  const { tableProps } = list.table;
  const [open, setOpen] = useState<number>();
  const preview = usePicturePreview();

  return (
    <Space direction="vertical" size={16} style={{ width: "100%" }}>
      <Card size="small">
        <RecordFilters values={list.values} onSearch={list.applyFilters} />
      </Card>
      <Card>
        <StatusTabs tabs={RECORD_TABS} active={list.tab} counts={list.counts} countsStale={list.countsStale} onChange={list.setTab} testId="record-tab" />
        <Table<GroupBuyRecordRow>
          {...tableProps}
          rowKey="groupBuyingId"
          size="small"
          scroll={wideScroll(1250)}
          pagination={tablePagination(tableProps.pagination, (total) => t("groupbuy.common.total", { total }))}
          data-testid="record-table"
          columns={[
            { title: "ID", dataIndex: "groupBuyingId", width: 70 },
            { title: t("groupbuy.activity.groupName"), dataIndex: "groupName", width: 160, ellipsis: true },
            { title: t("groupbuy.records.leader"), key: "leader", width: 170, render: (_, r) => `${r.groupLeaderNickname} | ${r.groupLeaderUid}` },
            {
              title: t("groupbuy.records.product"),
              key: "product",
              width: 260,
              render: (_, r) => (
                <Space>
                  <Thumbnail src={r.productImage} onPreview={preview.show} label={r.productName} />
                  <Typography.Text ellipsis style={{ maxWidth: 190 }} title={r.productName}>
                    {r.productName}
                  </Typography.Text>
                </Space>
              ),
            },
            {
              title: t("groupbuy.records.times"),
              key: "times",
              width: 260,
              render: (_, r) => (
                <>
                  <div>{t("groupbuy.records.openedAt", { time: r.createTime })}</div>
                  <div>{t("groupbuy.records.endsAt", { time: r.endTime })}</div>
                </>
              ),
            },
            { title: t("groupbuy.records.buyingCountNum"), dataIndex: "buyingCountNum", width: 110 },
            { title: t("groupbuy.records.yetBuyingNum"), dataIndex: "yetBuyingNum", width: 110 },
            {
              title: t("groupbuy.common.actions"),
              key: "actions",
              width: 90,
              fixed: "right",
              render: (_, r) =>
                may.show && (
                  <CellLinks links={[{ key: "detail", label: t("groupbuy.records.detail"), testId: `record-detail-${r.groupBuyingId}` }]} onClick={() => setOpen(r.groupBuyingId)} moreLabel={t("groupbuy.common.more")} />
                ),
            },
          ]}
        />
      </Card>
      {preview.element}
      {open !== undefined && <RecordDetailDrawer id={open} onClose={() => setOpen(undefined)} />}
    </Space>
  );
}
