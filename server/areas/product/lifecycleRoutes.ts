/**
 * Single-product actions (contract §3.1): recycle/delete, restore, shelf up/down, audit
 * submission, stock and audit-free edits, commission, freight, feedback coupons and the audit
 * switch. Collection from other platforms is in collect/.
 */
import { merchantRoute, type MerchantRoute } from "../../core/route.js";
import { idParams } from "../../core/validate.js";
import {
  addCouponsBody,
  productDeleteBody,
  quickStockBody,
  reviewFreeEditBody,
  setBrokerageBody,
  setFreightBody,
  submitAuditBody,
  type AuditSwitchInfo,
} from "./contract.js";
import { applyTransition, submitForAudit } from "./lifecycle.js";
import { merchantProductState } from "./listCache.js";
import { addFeedbackCoupons, setBrokerage, setFreightTemplate } from "./settings.js";
import { quickAddStock, reviewFreeEdit } from "./stockEdits.js";

export const lifecycleRoutes: MerchantRoute[] = [
  merchantRoute({
    method: "POST",
    path: "/product/delete",
    authority: "merchant:product:delete",
    sensitive: "删除商品",
    schema: { body: productDeleteBody },
    handler: async ({ db, session, body }) => {
      await applyTransition(db, session.merId, [body.id], body.type === "delete" ? "delete" : "recycle", false);
      return null;
    },
  }),
  merchantRoute({
    method: "POST",
    path: "/product/restore/:id",
    authority: "merchant:product:restore",
    sensitive: "恢复回收站商品",
    schema: { params: idParams },
    handler: async ({ db, session, params }) => {
      await applyTransition(db, session.merId, [params.id], "restore", false);
      return null;
    },
  }),
  merchantRoute({
    method: "POST",
    path: "/product/up/:id",
    authority: "merchant:product:up",
    sensitive: "上架商品",
    schema: { params: idParams },
    handler: async ({ db, session, params }) => {
      await applyTransition(db, session.merId, [params.id], "up", false);
      return null;
    },
  }),
  merchantRoute({
    method: "POST",
    path: "/product/down/:id",
    authority: "merchant:product:down",
    sensitive: "下架商品",
    schema: { params: idParams },
    handler: async ({ db, session, params }) => {
      await applyTransition(db, session.merId, [params.id], "down", false);
      return null;
    },
  }),
  merchantRoute({
    method: "POST",
    path: "/product/submit/audit",
    authority: "merchant:product:submit:audit",
    sensitive: "商品提审",
    schema: { body: submitAuditBody },
    handler: async ({ db, session, body }) => {
      await submitForAudit(db, session.merId, [body.id], body.isAutoUp ?? false, false);
      return null;
    },
  }),
  merchantRoute({
    method: "POST",
    path: "/product/quick/stock/add",
    authority: "merchant:product:quick:stock:add",
    sensitive: { description: "快捷添加库存", methodType: "UPDATE" },
    schema: { body: quickStockBody },
    handler: async ({ db, session, body }) => {
      await quickAddStock(db, session.merId, body);
      return null;
    },
  }),
  merchantRoute({
    method: "POST",
    path: "/product/review/free/edit",
    authority: "merchant:product:review:free:edit",
    sensitive: "商品免审编辑",
    schema: { body: reviewFreeEditBody },
    handler: async ({ db, session, body }) => {
      await reviewFreeEdit(db, session.merId, body);
      return null;
    },
  }),
  merchantRoute({
    method: "POST",
    path: "/product/set/brokerage",
    authority: "merchant:product:set:brokerage",
    schema: { body: setBrokerageBody },
    handler: async ({ db, session, body }) => {
      await setBrokerage(db, session.merId, [body.id], body.brokerage, body.brokerageTwo, false);
      return null;
    },
  }),
  merchantRoute({
    method: "POST",
    path: "/product/set/freight/template",
    authority: "merchant:product:set:freight:template",
    schema: { body: setFreightBody },
    handler: async ({ db, session, body }) => {
      await setFreightTemplate(db, session.merId, [body.id], body.templateId, false);
      return null;
    },
  }),
  merchantRoute({
    method: "POST",
    path: "/product/add/feedback/coupons",
    authority: "merchant:product:add:feedback:coupons",
    schema: { body: addCouponsBody },
    handler: async ({ db, session, body }) => {
      await addFeedbackCoupons(db, session.merId, [body.id], body.couponIds, false);
      return null;
    },
  }),
  merchantRoute({
    method: "GET",
    path: "/product/audit/switch/info",
    authority: "merchant:product:audit:switch:info",
    handler: async ({ db, session }): Promise<AuditSwitchInfo> => {
      const { productSwitch, isSwitch } = await merchantProductState(db, session.merId);
      return { productSwitch, isSwitch };
    },
  }),
];
