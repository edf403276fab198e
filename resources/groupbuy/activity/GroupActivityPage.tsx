import { useCallback, useEffect, useMemo } from "react";
import { Button, Card, Space, Table } from "antd";
import { PlusOutlined } from "@ant-design/icons";
import { useNavigate, useParams } from "react-router";
import { useTranslation } from "react-i18next";
import type { GroupBuyActivity } from "../../../server/areas/groupbuy/contract";
import { tablePagination, wideScroll } from "../../../src/widgets/tablePagination";
import { StatusTabs } from "../../../src/widgets/tabbedList/StatusTabs";
import { useTabbedList } from "../../../src/widgets/tabbedList/useTabbedList";
import { GROUPBUY } from "../endpoints";
import { GROUP_EDITOR_PATH } from "../area";
import { GROUP_FILTER_FIELDS, GroupActivityFilters } from "./GroupActivityFilters";
import { countsByState, GROUP_TABS, isGroupTab } from "./groupTabs";
import { useGroupActivityActions } from "./useGroupActivityActions";
import { useGroupActivityColumns } from "./useGroupActivityColumns";
import { useAllowedEach } from "../../../src/access/useAllowed";

/** /marketing/group/activity/:type?: the merchant's group buys by review state, with the switch, edit, copy, withdraw and delete. */
export default function GroupActivityPage() {
  const may = useAllowedEach(GROUPBUY.activities, ["create"]);
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { type } = useParams();
  const list = useTabbedList<GroupBuyActivity, (typeof GROUP_FILTER_FIELDS)[number]>({
    resource: GROUPBUY.activities,
    tabField: "groupStatus",
    tabs: GROUP_TABS,
    fields: GROUP_FILTER_FIELDS,
  });
  const { tableProps } = list.table;
  const { setTab, refresh } = list;
  // `/activity/3` (after a save) opens that tab with fresh rows and counts.
  useEffect(() => {
    if (!isGroupTab(type)) return;
    setTab(type!);
    refresh();
  }, [type, setTab, refresh]);
  // This list counts as `[{groupStatus, count}]`, not as the object the shared hook types.
  const counts = useMemo(() => countsByState(list.counts), [list.counts]);
  // Reviews are decided as rows are read: a tab change brings the counts up to date too.
  const changeTab = useCallback(
    (next: string) => {
      setTab(next);
      refresh();
    },
    [setTab, refresh],
  );
  const { perform, setSwitch } = useGroupActivityActions(refresh);
  const columns = useGroupActivityColumns(list.tab, perform, setSwitch);

  return (
    <Space direction="vertical" size={16} style={{ width: "100%" }}>
      <Card size="small">
        <GroupActivityFilters values={list.values} onSearch={list.applyFilters} />
      </Card>
      <Card>
        <StatusTabs tabs={GROUP_TABS} active={list.tab} counts={counts} countsStale={list.countsStale} onChange={changeTab} testId="group-tab" />
        {may.create && (
          <Button type="primary" icon={<PlusOutlined />} style={{ marginBottom: 16 }} onClick={() => navigate(GROUP_EDITOR_PATH)} data-testid="group-add">
            {t("groupbuy.activity.add")}
          </Button>
        )}
        <Table<GroupBuyActivity>
          {...tableProps}
          rowKey="id"
          size="small"
          columns={columns}
          scroll={wideScroll(1600)}
          pagination={tablePagination(tableProps.pagination, (total) => t("groupbuy.common.total", { total }))}
          data-testid="group-activity-table"
        />
      </Card>
    </Space>
  );
}
