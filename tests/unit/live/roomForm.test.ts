import dayjs from "dayjs";
import { describe, expect, it } from "vitest";
import { NEW_ROOM, roomBody, timesProblem, valuesOf } from "../../../resources/live/rooms/roomForm";
import type { WechatLiveRoom } from "../../../resources/live/types";

const now = dayjs("2026-06-01 10:00:00");
const at = (minutes: number) => now.add(minutes, "minute");

describe("the room plan's rules", () => {
  it("wants a time of 30 minutes to 24 hours, starting 10 minutes ahead and within 6 months", () => {
    const key = (name: string) => `live.roomEditor.errors.${name}`;
    expect(timesProblem(null, true, now)).toBe(key("timesRequired"));
    expect(timesProblem([at(60), at(89)], true, now)).toBe(key("tooShort"));
    expect(timesProblem([at(60), at(60 + 24 * 60 + 1)], true, now)).toBe(key("tooLong"));
    expect(timesProblem([at(9), at(60)], true, now)).toBe(key("tooSoon"));
    expect(timesProblem([at(181 * 24 * 60), at(181 * 24 * 60 + 60)], true, now)).toBe(key("tooFar"));
    expect(timesProblem([at(60), at(120)], true, now)).toBeUndefined();
    // An unchanged start of a stored room may lie in the past.
    expect(timesProblem([at(-60), at(60)], false, now)).toBeUndefined();
  });
});

describe("room values and body", () => {
  it("sends the times as the backend's text and trims the names", () => {
    const body = roomBody({ ...NEW_ROOM, roomName: " 夏日直播间 ", anchorName: "主播", anchorWechat: "wx", times: [at(60), at(120)] }, 5);
    expect(body).toMatchObject({ id: 5, roomName: "夏日直播间", startTime: "2026-06-01 11:00:00", endTime: "2026-06-01 12:00:00", screenType: 0, closeReplay: 1, closeKf: 1 });
    expect(body).not.toHaveProperty("times");
  });

  it("reads a stored room back into the form", () => {
    const room = { ...NEW_ROOM, roomName: "已存直播间", startTime: "2026-06-02 20:00:00", endTime: "2026-06-02 22:00:00", closeComment: 1, coverImg: "m" } as unknown as WechatLiveRoom;
    const values = valuesOf(room);
    expect(values.roomName).toBe("已存直播间");
    expect(values.closeComment).toBe(1);
    expect(values.times?.[0].format("YYYY-MM-DD HH:mm:ss")).toBe("2026-06-02 20:00:00");
  });
});
