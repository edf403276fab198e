import { Button, Image, Modal, Space, Spin, Typography } from "antd";
import { useCustom } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { copyText } from "../../../src/widgets/copy";
import { LIVE } from "../endpoints";
import type { RoomShareCode, WechatLiveRoom } from "../types";

/** 直播间分享二维码: the room's code, its poster and the player page path to copy. */
export function ShareCodeDialog({ room, onClose }: { room: WechatLiveRoom; onClose: () => void }) {
  const { t } = useTranslation();
  const { result, query } = useCustom<RoomShareCode>({
    url: "",
    method: "get",
    config: { payload: { id: room.id } },
    meta: { resource: LIVE.rooms, action: "shareCode" },
    queryOptions: { queryKey: [LIVE.rooms, "shareCode", room.id] },
  });
  const code = query.isSuccess ? result.data : undefined;
  return (
    <Modal open width={640} title={t("live.rooms.shareTitle", { name: room.roomName })} onCancel={onClose} footer={null} destroyOnHidden>
      <Spin spinning={query.isLoading}>
        {code?.cdnUrl && (
          <Space align="start" size={24} wrap data-testid="live-room-share">
            <div style={{ textAlign: "center" }}>
              <Image src={code.cdnUrl} width={180} alt={t("live.rooms.shareCode")} />
              <Typography.Paragraph type="secondary">{t("live.rooms.shareCode")}</Typography.Paragraph>
            </div>
            <div style={{ textAlign: "center" }}>
              <Image src={code.posterUrl} width={160} alt={t("live.rooms.sharePoster")} />
              <Typography.Paragraph type="secondary">{t("live.rooms.sharePoster")}</Typography.Paragraph>
            </div>
          </Space>
        )}
        {code?.pagePath && (
          <Space.Compact style={{ width: "100%" }}>
            <Typography.Text code ellipsis style={{ flex: 1, lineHeight: "32px" }}>
              {code.pagePath}
            </Typography.Text>
            <Button onClick={() => void copyText(code.pagePath)}>{t("live.rooms.copyPath")}</Button>
          </Space.Compact>
        )}
      </Spin>
    </Modal>
  );
}
