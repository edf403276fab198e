import { useState } from "react";
import { useDelete } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { toastSuccess } from "../../../providers/notify";
import { confirmDelete } from "../../../src/widgets/confirmDelete";
import type { CellLink } from "../../../src/widgets/listCells/CellLinks";
import { useRunAction } from "../../../src/widgets/useRunAction";
import { LIVE } from "../endpoints";
import { ROOM_EDITOR_PATH } from "../area";
import type { WechatLiveRoom } from "../types";
import { canEditRoom, canImportGoods, hasEnded, isApproved } from "./roomRules";
import { useAllowedEach } from "../../../src/access/useAllowed";

export type RoomAction = "detail" | "edit" | "importGoods" | "assistants" | "shareCode" | "delete";
export type RoomDialog = { kind: "importGoods" | "assistants" | "shareCode"; room: WechatLiveRoom };
/** The four switches of the list, by their endpoint action. */
export type RoomSwitchAction = "comment" | "feedsPublic" | "replay" | "closeKf";

/** The room list's row actions and switches: what a row offers, and running it. */
export function useRoomActions(reload: () => void) {
  const may = useAllowedEach(LIVE.rooms, ["show", "addGoods", "edit", "manageAssistants", "getAssistants", "shareCode", "delete"]);
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { run } = useRunAction();
  const { mutateAsync: deleteOne } = useDelete();
  const [dialog, setDialog] = useState<RoomDialog>();

  const links = (room: WechatLiveRoom): CellLink<RoomAction>[] => {
    const link = (key: RoomAction, danger = false): CellLink<RoomAction> => ({ key, label: t(`live.rooms.actions.${key}`), danger, testId: `live-room-${key}-${room.id}` });
    return [
      may.show && link("detail"),
      may.addGoods && canImportGoods(room) && link("importGoods"),
      may.edit && canEditRoom(room) && link("edit"),
      may.manageAssistants && may.getAssistants && isApproved(room) && !hasEnded(room) && link("assistants"),
      may.shareCode && isApproved(room) && link("shareCode"),
      may.delete && link("delete", true),
    ].filter((l): l is CellLink<RoomAction> => !!l);
  };

  const act = (action: RoomAction, room: WechatLiveRoom) => {
    switch (action) {
      case "detail":
        return navigate(`${ROOM_EDITOR_PATH}/${room.id}/detail`);
      case "edit":
        return navigate(`${ROOM_EDITOR_PATH}/${room.id}`);
      case "delete":
        return void confirmDelete({
          content: t(room.liveStatus === 101 ? "live.rooms.deleteLiveConfirm" : "live.rooms.deleteConfirm"),
          onOk: async () => {
            await deleteOne({ resource: LIVE.rooms, id: room.id, successNotification: false, errorNotification: false });
            toastSuccess(t("live.common.deleted"));
          },
        });
      default:
        return setDialog({ kind: action, room });
    }
  };

  const flip = (action: RoomSwitchAction, room: WechatLiveRoom, value: number) =>
    void run(LIVE.rooms, action, { id: room.id, value }, t("live.common.done"))
      .catch(() => undefined)
      .finally(reload);

  return { links, act, flip, dialog, closeDialog: () => setDialog(undefined) };
}
