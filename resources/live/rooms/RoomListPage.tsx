import { Card, Form, Input, Select, Table, Typography } from "antd";
import { useTable } from "@refinedev/antd";
import type { HttpError } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { enumOptions } from "../../../src/enums/enumTable";
import { useEnumTags } from "../../../src/enums/EnumTag";
import { BROADCAST_STATUS, ROOM_REVIEW_STATUS, ROOM_SHOW } from "../../../src/enums/live";
import { CellLinks } from "../../../src/widgets/listCells/CellLinks";
import { CellSwitch } from "../../../src/widgets/listCells/CellSwitch";
import { tablePagination, wideScroll } from "../../../src/widgets/tablePagination";
import { LIVE } from "../endpoints";
import { ROOM_EDITOR_PATH } from "../area";
import { numericFilter } from "../shared/filterValue";
import { ReviewTabs } from "../shared/ReviewTabs";
import type { WechatLiveRoom } from "../types";
import { ImportGoodsDialog } from "./ImportGoodsDialog";
import { RoomAssistantsDialog } from "./RoomAssistantsDialog";
import { hasEnded, isApproved } from "./roomRules";
import { ShareCodeDialog } from "./ShareCodeDialog";
import { useRoomActions, type RoomSwitchAction } from "./useRoomActions";
import { SearchCard, AddButton } from "../../../src/widgets/SearchCard";
import { useAllowedEach } from "../../../src/access/useAllowed";

/** The original tabs' order: all, platform pending, platform failed, WeChat approved, WeChat failed. */
const REVIEW_ORDER = [0, 1, 3, 2];

interface RoomSearch {
  keywords?: string;
  liveStatus?: number;
  storeShow?: number;
  star?: number;
}

/** The platform's recommendation stars a room may carry (推荐星级). */
const STARS = [5, 4, 3, 2, 1];

/** /marketing/broadcast/room: rooms by review state with filters, the four switches and every room action. */
export default function RoomListPage() {
  const may = useAllowedEach(LIVE.rooms, ["create", "feedsPublic", "comment", "closeKf", "replay"]);
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { tableProps, searchFormProps, filters, setFilters, tableQuery } = useTable<WechatLiveRoom, HttpError, RoomSearch>({
    resource: LIVE.rooms,
    syncWithLocation: true,
    pagination: { pageSize: 20 },
    onSearch: (v) => [
      { field: "keywords", operator: "eq", value: v.keywords?.trim() || undefined },
      { field: "liveStatus", operator: "eq", value: v.liveStatus },
      { field: "storeShow", operator: "eq", value: v.storeShow },
      { field: "star", operator: "eq", value: v.star },
    ],
  });
  const reload = () => void tableQuery.refetch();
  const actions = useRoomActions(reload);
  const reviewTag = useEnumTags(ROOM_REVIEW_STATUS);
  const liveTag = useEnumTags(BROADCAST_STATUS);
  const showTag = useEnumTags(ROOM_SHOW);
  const form = searchFormProps.form;

  /** A switch cell: `on` when the feature is on; WeChat must have created the room and it must not have ended. */
  const switchCell = (room: WechatLiveRoom, action: RoomSwitchAction, on: boolean, valueWhenOn: number, needsWechat = true) => {
    const label = t(on ? "live.room.open" : "live.room.closed");
    if (!may[action]) return label;
    return (
      <CellSwitch
        checked={on}
        disabled={(needsWechat && !isApproved(room)) || hasEnded(room)}
        checkedLabel={t("live.room.open")}
        uncheckedLabel={t("live.room.closed")}
        onChange={(next) => actions.flip(action, room, next ? valueWhenOn : 1 - valueWhenOn)}
        data-testid={`live-room-${action}-${room.id}`}
      />
    );
  };

  return (
    <>
      <SearchCard formProps={searchFormProps} formStyle={{ rowGap: 8 }} searchLabel={t("live.common.search")}>
        <Form.Item name="storeShow" label={t("live.room.storeShow")}>
          <Select allowClear style={{ width: 140 }} options={enumOptions(ROOM_SHOW, t)} placeholder={t("live.common.all")} onChange={() => form?.submit()} />
        </Form.Item>
        <Form.Item name="liveStatus" label={t("live.room.liveStatus")}>
          <Select allowClear style={{ width: 140 }} options={enumOptions(BROADCAST_STATUS, t)} placeholder={t("live.common.all")} onChange={() => form?.submit()} data-testid="live-room-live-status" />
        </Form.Item>
        {/* From the address bar the value is text: the options are numbers. */}
        <Form.Item name="star" label={t("live.room.star")} getValueProps={(v: unknown) => ({ value: v === undefined || v === null || v === "" ? undefined : Number(v) })}>
          <Select
            allowClear
            style={{ width: 120 }}
            options={STARS.map((n) => ({ value: n, label: t("live.rooms.starOption", { n }) }))}
            placeholder={t("live.common.all")}
            onChange={() => form?.submit()}
            data-testid="live-room-star"
          />
        </Form.Item>
        <Form.Item name="keywords" label={t("live.rooms.search")}>
          <Input allowClear placeholder={t("live.rooms.searchPlaceholder")} style={{ width: 300 }} data-testid="live-room-keywords" />
        </Form.Item>
      </SearchCard>
      <Card styles={{ body: { paddingTop: 4 } }}>
        <ReviewTabs
          table={ROOM_REVIEW_STATUS}
          order={REVIEW_ORDER}
          active={numericFilter(filters, "reviewStatus")}
          onChange={(value) => setFilters([{ field: "reviewStatus", operator: "eq", value }], "merge")}
          testId="live-room-tab"
        />
        {may.create && (
          <AddButton onClick={() => navigate(ROOM_EDITOR_PATH)} testId="live-room-add">
            {t("live.rooms.add")}
          </AddButton>
        )}
        <Table<WechatLiveRoom>
          {...tableProps}
          rowKey="id"
          size="small"
          scroll={wideScroll(1800)}
          pagination={tablePagination(tableProps.pagination, (total) => t("live.common.total", { total }))}
          data-testid="live-room-table"
          columns={[
            { title: "ID", dataIndex: "id", width: 60, fixed: "left" },
            { title: t("live.room.roomName"), dataIndex: "roomName", width: 180, ellipsis: true, fixed: "left" },
            { title: t("live.room.anchorName"), dataIndex: "anchorName", width: 120, ellipsis: true },
            { title: t("live.room.anchorWechat"), dataIndex: "anchorWechat", width: 130, ellipsis: true },
            { title: t("live.room.isFeedsPublic"), key: "feeds", width: 110, render: (_, r) => switchCell(r, "feedsPublic", r.isFeedsPublic === 1, 1) },
            { title: t("live.rooms.banComment"), key: "comment", width: 110, render: (_, r) => switchCell(r, "comment", r.closeComment === 1, 1) },
            { title: t("live.room.closeKf"), key: "kf", width: 110, render: (_, r) => switchCell(r, "closeKf", r.closeKf === 0, 0, false) },
            { title: t("live.room.closeReplay"), key: "replay", width: 110, render: (_, r) => switchCell(r, "replay", r.closeReplay === 0, 0) },
            { title: t("live.room.storeShow"), dataIndex: "storeShow", width: 100, render: (v: number) => showTag(v) },
            { title: t("live.room.star"), dataIndex: "star", width: 100, render: (v: number, r) => <span data-testid={`live-room-star-${r.id}`}>{v > 0 ? t("live.rooms.starOption", { n: v }) : "-"}</span> },
            { title: t("live.room.liveStatus"), dataIndex: "liveStatus", width: 100, render: (v: number, r) => <span data-testid={`live-room-live-${r.id}`}>{liveTag(v)}</span> },
            {
              title: t("live.room.reviewStatus"),
              dataIndex: "reviewStatus",
              width: 180,
              render: (v: number, r) => (
                <div data-testid={`live-room-review-${r.id}`}>
                  {reviewTag(v)}
                  {r.reviewReason && (
                    <Typography.Text type="danger" style={{ display: "block", fontSize: 12 }}>
                      {r.reviewReason}
                    </Typography.Text>
                  )}
                </div>
              ),
            },
            { title: t("live.room.startTime"), dataIndex: "startTime", width: 165 },
            { title: t("live.room.endTime"), dataIndex: "endTime", width: 165 },
            {
              title: t("live.common.actions"),
              key: "actions",
              width: 220,
              fixed: "right",
              render: (_, r) => (
                <CellLinks links={actions.links(r)} onClick={(key) => actions.act(key, r)} inline={2} moreLabel={t("live.common.more")} moreTestId={`live-room-more-${r.id}`} />
              ),
            },
          ]}
        />
      </Card>
      {actions.dialog?.kind === "importGoods" && <ImportGoodsDialog room={actions.dialog.room} onClose={actions.closeDialog} onDone={() => (actions.closeDialog(), reload())} />}
      {actions.dialog?.kind === "assistants" && <RoomAssistantsDialog room={actions.dialog.room} onClose={actions.closeDialog} onDone={() => (actions.closeDialog(), reload())} />}
      {actions.dialog?.kind === "shareCode" && <ShareCodeDialog room={actions.dialog.room} onClose={actions.closeDialog} />}
    </>
  );
}
