import { useEffect, useMemo, useState } from "react";
import { Modal, Select, Typography } from "antd";
import { useCustom, useList } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { canDo } from "../../../providers/accessControl";
import { toastWarning } from "../../../providers/notify";
import { useDebounce } from "../../../src/widgets/useDebounce";
import { useRunAction } from "../../../src/widgets/useRunAction";
import { ROOM_AUTH as A } from "../area";
import { LIVE } from "../endpoints";
import type { WechatLiveAssistant, WechatLiveRoom } from "../types";

/** 编辑助手: the room's assistants chosen from the merchant's, searched by name or WeChat id. */
export function RoomAssistantsDialog({ room, onClose, onDone }: { room: WechatLiveRoom; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const [keywords, setKeywords] = useState("");
  const search = useDebounce(keywords, 300);
  const [chosen, setChosen] = useState<number[]>();
  const { run, pending } = useRunAction();
  const { result: current, query: currentQuery } = useCustom<WechatLiveAssistant[]>({
    url: "",
    method: "get",
    config: { payload: { id: room.id } },
    meta: { resource: LIVE.rooms, action: "getAssistants" },
    queryOptions: { enabled: canDo(A.getAssistants), queryKey: [LIVE.rooms, "getAssistants", room.id] },
  });
  const { result: found, query: foundQuery } = useList<WechatLiveAssistant>({ resource: LIVE.assistants, pagination: { pageSize: 50 }, meta: { query: { keywords: search } } });
  const had = useMemo(() => (currentQuery.isSuccess && Array.isArray(current.data) ? current.data : []), [currentQuery.isSuccess, current.data]);
  // The room's assistants are the starting choice, once they arrived.
  useEffect(() => {
    if (currentQuery.isSuccess && chosen === undefined) setChosen(had.map((a) => a.id));
  }, [currentQuery.isSuccess, had, chosen]);

  const options = new Map<number, WechatLiveAssistant>([...had, ...found.data].map((a) => [a.id, a]));
  const submit = async () => {
    if (!chosen?.length) return toastWarning(t("live.rooms.assistantsNone"));
    try {
      await run(LIVE.rooms, "manageAssistants", { id: room.id, assid: chosen }, t("live.common.done"));
    } catch {
      return;
    }
    onDone();
  };
  return (
    <Modal
      open
      width={640}
      title={t("live.rooms.assistantsTitle", { name: room.roomName })}
      onCancel={onClose}
      onOk={() => void submit()}
      confirmLoading={pending}
      okText={t("live.common.ok")}
      cancelText={t("live.common.cancel")}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t("live.rooms.assistantsHelp")}</Typography.Paragraph>
      <Select
        mode="multiple"
        style={{ width: "100%" }}
        value={chosen}
        onChange={setChosen}
        filterOption={false}
        onSearch={setKeywords}
        loading={foundQuery.isFetching}
        placeholder={t("live.rooms.assistantsPlaceholder")}
        options={[...options.values()].map((a) => ({ value: a.id, label: `${a.wechatNickname} / ${a.wechat}` }))}
        data-testid="live-room-assistants"
      />
    </Modal>
  );
}
