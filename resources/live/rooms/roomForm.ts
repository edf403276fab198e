/**
 * The room form's values, independent of React: the defaults of a new room, a stored room as
 * values, and the create/edit body. The plan's times are one range value in the form.
 */
import type { Dayjs } from "dayjs";
import dayjs from "dayjs";
import type { WechatLiveRoom } from "../types";

export const TIME_FORMAT = "YYYY-MM-DD HH:mm:ss";

/** The room's 0/1 switches; `close…` are 0 open, 1 closed (the original form had them inverted). */
export const ROOM_SWITCHES = ["closeLike", "closeGoods", "closeComment", "closeReplay", "closeShare", "closeKf"] as const;
export type RoomSwitch = (typeof ROOM_SWITCHES)[number];

export interface RoomValues extends Record<RoomSwitch, number> {
  roomName: string;
  anchorName: string;
  anchorWechat: string;
  subAnchorWechat: string;
  createrWechat: string;
  coverImgLocal: string;
  coverImg: string;
  shareImgLocal: string;
  shareImg: string;
  feedsImgLocal: string;
  feedsImg: string;
  times: [Dayjs, Dayjs] | null;
  type: number;
  isFeedsPublic: number;
}

/** WeChat's defaults: comments, likes, shelf and sharing on; replay and customer service off; feeds on. */
export const NEW_ROOM: RoomValues = {
  roomName: "",
  anchorName: "",
  anchorWechat: "",
  subAnchorWechat: "",
  createrWechat: "",
  coverImgLocal: "",
  coverImg: "",
  shareImgLocal: "",
  shareImg: "",
  feedsImgLocal: "",
  feedsImg: "",
  times: null,
  type: 0,
  isFeedsPublic: 1,
  closeLike: 0,
  closeGoods: 0,
  closeComment: 0,
  closeReplay: 1,
  closeShare: 0,
  closeKf: 1,
};

export function valuesOf(room: WechatLiveRoom): RoomValues {
  const values = { ...NEW_ROOM } as Record<string, unknown>;
  for (const key of Object.keys(NEW_ROOM)) if (key !== "times" && key in room) values[key] = (room as unknown as Record<string, unknown>)[key] ?? "";
  return { ...(values as unknown as RoomValues), times: [dayjs(room.startTime), dayjs(room.endTime)] };
}

export function roomBody(values: RoomValues, id?: number) {
  const { times, ...rest } = values;
  return {
    ...(id ? { id } : {}),
    ...rest,
    roomName: rest.roomName.trim(),
    anchorName: rest.anchorName.trim(),
    anchorWechat: rest.anchorWechat.trim(),
    subAnchorWechat: rest.subAnchorWechat?.trim() ?? "",
    createrWechat: rest.createrWechat?.trim() ?? "",
    screenType: 0,
    startTime: times?.[0]?.format(TIME_FORMAT) ?? "",
    endTime: times?.[1]?.format(TIME_FORMAT) ?? "",
  };
}

const MINUTE = 60_000;

/** The locale key of the plan's broken rule (`live.roomEditor.errors.*`), or undefined. */
export function timesProblem(times: [Dayjs, Dayjs] | null | undefined, startIsNew: boolean, now = dayjs()): string | undefined {
  if (!times?.[0] || !times[1]) return "live.roomEditor.errors.timesRequired";
  const span = times[1].diff(times[0]);
  if (span < 30 * MINUTE) return "live.roomEditor.errors.tooShort";
  if (span > 24 * 60 * MINUTE) return "live.roomEditor.errors.tooLong";
  if (startIsNew && times[0].diff(now) < 10 * MINUTE) return "live.roomEditor.errors.tooSoon";
  if (startIsNew && times[0].diff(now) > 180 * 24 * 60 * MINUTE) return "live.roomEditor.errors.tooFar";
  return undefined;
}
