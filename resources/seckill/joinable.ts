import type { SeckillActivityRow } from "../../server/areas/seckill/contract";

/** Why the merchant cannot join an activity: it ended, the platform has not opened it, or more stars are needed. */
export type JoinBlock = "ended" | "closed" | "stars";

export function joinBlock(activity: Pick<SeckillActivityRow, "status" | "isOpen" | "merStars">, merchantStars: number): JoinBlock | undefined {
  if (activity.status === 2) return "ended";
  if (activity.isOpen !== 1) return "closed";
  if (activity.merStars > merchantStars) return "stars";
  return undefined;
}
