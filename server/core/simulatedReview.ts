/**
 * The reference server plays the outside reviewers (the platform's audit and WeChat's review), so
 * every review state of seckill products, group-buy activities, live goods and rooms and
 * video-channel products can be seen and reached without those services.
 *
 * Policy, the same for every area:
 * - a submission is decided REVIEW_DELAY_SECONDS after it was made (default 10; the test servers
 *   use 0 so the next read already sees the decision); a two-stage review (platform, then WeChat)
 *   takes one delay per stage;
 * - the platform rejects it when its name contains one of REJECT_MARKERS, with REJECT_REASON;
 *   WeChat, which reviews the pictures it is sent, rejects it when a picture's address contains one
 *   (e.g. `reject-cover.png`), with WECHAT_PICTURE_REASON; otherwise it passes.
 * Areas settle due reviews when their rows are read (no timers), inside the reading request.
 */
import { parseDateTime } from "./format.js";

export const REJECT_MARKERS = ["驳回", "reject"];
export const REJECT_REASON = "演示审核：名称含“驳回”，未通过";
export const WECHAT_PICTURE_REASON = "演示审核：图片地址含“驳回”或“reject”，微信审核未通过";

export function reviewDelaySeconds(): number {
  const value = Number(process.env.REVIEW_DELAY_SECONDS ?? 10);
  return Number.isFinite(value) && value >= 0 ? value : 10;
}

/** The verdict the simulated reviewer gives a submission with this name. */
export function reviewVerdict(name: string): { passed: boolean; reason: string } {
  const lower = name.toLowerCase();
  const rejected = REJECT_MARKERS.some((marker) => lower.includes(marker));
  return rejected ? { passed: false, reason: REJECT_REASON } : { passed: true, reason: "" };
}

/** WeChat's verdict on the pictures of a submission (their addresses, joined or one by one). */
export function wechatPictureVerdict(pictures: string): { passed: boolean; reason: string } {
  return reviewVerdict(pictures).passed ? { passed: true, reason: "" } : { passed: false, reason: WECHAT_PICTURE_REASON };
}

/** How many review stages have elapsed since `submittedAt` (a `yyyy-MM-dd HH:mm:ss` China time). */
export function elapsedReviewStages(submittedAt: string | null, at: Date = new Date()): number {
  if (!submittedAt) return 0;
  const submitted = parseDateTime(submittedAt);
  if (!submitted) return 0;
  const delay = reviewDelaySeconds() * 1000;
  const elapsed = at.getTime() - submitted.getTime();
  if (delay === 0) return Number.POSITIVE_INFINITY;
  return Math.max(0, Math.floor(elapsed / delay));
}

/** The cut-off time text: submissions made at or before it have completed `stages` stages. */
export function reviewCutoff(stages: number, at: Date = new Date()): Date {
  return new Date(at.getTime() - stages * reviewDelaySeconds() * 1000);
}
