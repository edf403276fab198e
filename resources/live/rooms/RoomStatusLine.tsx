import { Space, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { useEnumTags } from "../../../src/enums/EnumTag";
import { BROADCAST_STATUS, ROOM_REVIEW_STATUS, ROOM_SHOW } from "../../../src/enums/live";
import type { WechatLiveRoom } from "../types";

/** Where a room stands: its review (with the reason of a refusal), live status and shop display. */
export function RoomStatusLine({ room }: { room: WechatLiveRoom }) {
  const { t } = useTranslation();
  const review = useEnumTags(ROOM_REVIEW_STATUS);
  const live = useEnumTags(BROADCAST_STATUS);
  const show = useEnumTags(ROOM_SHOW);
  return (
    <Space wrap size={16} style={{ marginBottom: 16 }} data-testid="live-room-status">
      <span>
        {t("live.room.reviewStatus")}: {review(room.reviewStatus)}
      </span>
      <span>
        {t("live.room.liveStatus")}: {live(room.liveStatus)}
      </span>
      <span>
        {t("live.room.storeShow")}: {show(room.storeShow)}
      </span>
      {room.reviewReason && <Typography.Text type="danger">{room.reviewReason}</Typography.Text>}
    </Space>
  );
}
