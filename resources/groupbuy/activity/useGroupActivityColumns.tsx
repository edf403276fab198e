import { Tooltip, type TableColumnsType } from "antd";
import { QuestionCircleOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import { canDo } from "../../../providers/accessControl";
import type { GroupBuyActivity } from "../../../server/areas/groupbuy/contract";
import { useEnumTags } from "../../../src/enums/EnumTag";
import { ACTIVITY_STATUS } from "../../../src/enums/marketing";
import { CellLinks, type CellLink } from "../../../src/widgets/listCells/CellLinks";
import { CellSwitch } from "../../../src/widgets/listCells/CellSwitch";
import { GROUPBUY_AUTH as A } from "../area";
import type { GroupAction } from "./useGroupActivityActions";

const PENDING = 3;
const APPROVED = 4;
const REJECTED = 1;
const RUNNING = 1;

/** 详情 always; 编辑 and 删除 unless under review (删除 not while running); 复制; 撤回 while under review. */
function linksOf(row: GroupBuyActivity, t: (key: string) => string): CellLink<GroupAction>[] {
  const links: CellLink<GroupAction>[] = [];
  const link = (key: GroupAction, danger?: boolean) => links.push({ key, label: t(`groupbuy.activity.actions.${key}`), danger, testId: `group-${key}-${row.id}` });
  if (canDo(A.info)) link("view");
  if (row.groupStatus !== PENDING && canDo(A.info) && canDo(A.update)) link("edit");
  if (row.groupStatus === PENDING && canDo(A.rollback)) link("rollback");
  if (canDo(A.info) && canDo(A.add)) link("copy");
  if (row.groupStatus !== PENDING && row.groupProcess !== RUNNING && canDo(A.delete)) link("remove", true);
  return links;
}

/** A column title with its explanation on hover. */
const explained = (label: string, help: string) => (
  <Tooltip title={help}>
    <span>
      {label} <QuestionCircleOutlined style={{ color: "var(--ant-color-text-tertiary)" }} />
    </span>
  </Tooltip>
);

export function useGroupActivityColumns(tab: string, perform: (action: GroupAction, row: GroupBuyActivity) => void, setSwitch: (row: GroupBuyActivity, on: boolean) => void): TableColumnsType<GroupBuyActivity> {
  const { t } = useTranslation();
  const processTag = useEnumTags(ACTIVITY_STATUS);
  const maySwitch = canDo(A.status);
  const total = (key: string) => explained(t(`groupbuy.activity.${key}`), t(`groupbuy.activity.${key}Help`));
  return [
    { title: "ID", dataIndex: "id", width: 60 },
    { title: t("groupbuy.activity.groupName"), dataIndex: "groupName", width: 170, ellipsis: true },
    { title: t("groupbuy.activity.time"), key: "time", width: 190, render: (_, row) => <div style={{ whiteSpace: "normal" }}>{`${row.startTime} ~ ${row.endTime}`}</div> },
    { title: t("groupbuy.activity.buyCount"), dataIndex: "buyCount", width: 100 },
    { title: t("groupbuy.activity.groupProcess"), dataIndex: "groupProcess", width: 110, render: (v: number) => processTag(v) },
    { title: t("groupbuy.activity.productCount"), dataIndex: "productCount", width: 100 },
    { title: total("totalActivityBegin"), dataIndex: "totalActivityBegin", width: 120 },
    { title: total("totalActivityDone"), dataIndex: "totalActivityDone", width: 120 },
    { title: total("totalOrderBegin"), dataIndex: "totalOrderBegin", width: 130 },
    { title: total("totalOrderDone"), dataIndex: "totalOrderDone", width: 130 },
    ...(tab === String(REJECTED)
      ? [{ title: t("groupbuy.activity.refusal"), dataIndex: "refusal", width: 200, ellipsis: true, render: (v: string) => v || t("groupbuy.activity.forcedClose") }]
      : []),
    {
      title: t("groupbuy.activity.activityStatus"),
      dataIndex: "activityStatus",
      width: 110,
      render: (v: number, row) =>
        maySwitch ? (
          <CellSwitch
            checked={v === 1}
            disabled={row.groupStatus !== APPROVED}
            checkedLabel={t("groupbuy.activity.on")}
            uncheckedLabel={t("groupbuy.activity.off")}
            onChange={(on) => setSwitch(row, on)}
            data-testid={`group-switch-${row.id}`}
          />
        ) : (
          t(v === 1 ? "groupbuy.activity.on" : "groupbuy.activity.off")
        ),
    },
    {
      title: t("groupbuy.common.actions"),
      key: "actions",
      width: 200,
      fixed: "right",
      render: (_, row) => <CellLinks links={linksOf(row, t)} onClick={(key) => perform(key, row)} moreLabel={t("groupbuy.common.more")} />,
    },
  ];
}
