/**
 * Batch product actions (contract §3.1). All-or-nothing: when any id is not the merchant's
 * live product, or the action is not allowed for one of them, nothing changes.
 */
import { merchantRoute, type MerchantRoute } from "../../core/route.js";
import { batchBody, batchBrokerageBody, batchCouponsBody, batchFreightBody, batchSubmitAuditBody } from "./contract.js";
import { applyTransition, submitForAudit, type ShelfAction } from "./lifecycle.js";
import { addFeedbackCoupons, setBrokerage, setFreightTemplate } from "./settings.js";

/** The sensitive-operation log's description of each shelf batch (contract §3.30). */
const SHELF_BATCH_LOG: Record<ShelfAction, string> = {
  up: "批量上架商品",
  down: "批量下架商品",
  recycle: "批量加入回收站",
  delete: "批量删除商品",
  restore: "批量恢复回收站商品",
};

const shelfBatch = (op: string, action: ShelfAction) =>
  merchantRoute({
    method: "POST",
    path: `/product/batch/${op}`,
    authority: `merchant:product:batch:${op}`,
    sensitive: SHELF_BATCH_LOG[action],
    schema: { body: batchBody },
    handler: async ({ db, session, body }) => {
      await applyTransition(db, session.merId, body.idList, action, true);
      return null;
    },
  });

export const batchRoutes: MerchantRoute[] = [
  shelfBatch("up", "up"),
  shelfBatch("down", "down"),
  shelfBatch("recycle", "recycle"),
  shelfBatch("delete", "delete"),
  shelfBatch("restore", "restore"),
  merchantRoute({
    method: "POST",
    path: "/product/batch/submit/audit",
    authority: "merchant:product:batch:submit:audit",
    sensitive: "批量提审商品",
    schema: { body: batchSubmitAuditBody },
    handler: async ({ db, session, body }) => {
      await submitForAudit(db, session.merId, body.idList, body.isAutoUp ?? false, true);
      return null;
    },
  }),
  merchantRoute({
    method: "POST",
    path: "/product/batch/set/freight/template",
    authority: "merchant:product:batch:set:freight:template",
    sensitive: "批量设置运费模板",
    schema: { body: batchFreightBody },
    handler: async ({ db, session, body }) => {
      await setFreightTemplate(db, session.merId, body.idList, body.templateId, true);
      return null;
    },
  }),
  merchantRoute({
    method: "POST",
    path: "/product/batch/set/brokerage",
    authority: "merchant:product:batch:set:brokerage",
    sensitive: "批量设置佣金",
    schema: { body: batchBrokerageBody },
    handler: async ({ db, session, body }) => {
      await setBrokerage(db, session.merId, body.idList, body.brokerage, body.brokerageTwo, true);
      return null;
    },
  }),
  merchantRoute({
    method: "POST",
    path: "/product/batch/add/feedback/coupons",
    authority: "merchant:product:batch:add:feedback:coupons",
    sensitive: "批量添加回馈券",
    schema: { body: batchCouponsBody },
    handler: async ({ db, session, body }) => {
      await addFeedbackCoupons(db, session.merId, body.idList, body.couponIds, true);
      return null;
    },
  }),
];
