import type { DataProvider } from "@refinedev/core";
import { allowedNow } from "../../../providers/accessControl";
import { ORDER } from "../../order/endpoints";
import { ORDER_LIST_PATH, REFUND_LIST_PATH } from "../../order/area";
import type { PendingCounts, PendingKind } from "./pendingWatch";

/** Where each count comes from (contract §3.11, §3.12) and the list that shows those rows. */
export const PENDING = {
  orders: { resource: ORDER.orders, field: "notShipped", path: ORDER_LIST_PATH, search: "status=notShipped" },
  refunds: { resource: ORDER.refunds, field: "await", path: REFUND_LIST_PATH, search: "refundStatus=0" },
} as const satisfies Record<PendingKind, { resource: string; field: string; path: string; search: string }>;

/** The kinds the signed-in user may count. */
export const readableKinds = (): PendingKind[] => (Object.keys(PENDING) as PendingKind[]).filter((kind) => allowedNow(PENDING[kind].resource, "counts"));

/** Reads the allowed counts through the data provider's named actions, in parallel. */
export function pendingSource(dataProvider: DataProvider, kinds: readonly PendingKind[]): () => Promise<PendingCounts> {
  return async () => {
    const answers = await Promise.all(
      kinds.map((kind) => dataProvider.custom!<Record<string, unknown>>({ url: "", method: "get", meta: { resource: PENDING[kind].resource, action: "counts" } })),
    );
    return Object.fromEntries(kinds.map((kind, i) => [kind, Number(answers[i]!.data?.[PENDING[kind].field] ?? 0)]));
  };
}
