/** Rules of a room's plan (WeChat's): times 30 min – 24 h apart, a new start at least 10 minutes ahead and within six months. */
import { parseExactDateTime } from "../../core/bodyFields.js";
import { badRequest } from "../../core/errors.js";
import { formatDateTime } from "../../core/format.js";

const MINUTE = 60_000;
const SHORTEST = 30 * MINUTE;
const LONGEST = 24 * 60 * MINUTE;
const LEAD = 10 * MINUTE;
const FURTHEST = 180 * 24 * 60 * MINUTE;

export interface RoomTimes {
  startTime: string;
  endTime: string;
}

/**
 * Checks the plan and answers it in the stored format. `newStart`: the start was set now (a new
 * room, or an edit that moved it), so it must lie ahead.
 */
export function checkRoomTimes(times: RoomTimes, newStart: (start: string) => boolean, at = new Date()): RoomTimes {
  const start = parseExactDateTime(times.startTime);
  if (!start) throw badRequest("直播计划开始时间格式错误");
  const end = parseExactDateTime(times.endTime);
  if (!end) throw badRequest("直播计划结束时间格式错误");
  const span = end.getTime() - start.getTime();
  if (span < SHORTEST) throw badRequest("开播时间和结束时间间隔不得短于30分钟");
  if (span > LONGEST) throw badRequest("开播时间和结束时间间隔不得超过24小时");
  const startTime = formatDateTime(start);
  if (newStart(startTime)) {
    if (start.getTime() < at.getTime() + LEAD) throw badRequest("开播时间需要在当前时间的10分钟后");
    if (start.getTime() > at.getTime() + FURTHEST) throw badRequest("开播时间不能在6个月之后");
  }
  return { startTime, endTime: formatDateTime(end) };
}
