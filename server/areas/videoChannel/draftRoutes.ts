/** Video-channel drafts (contract §3.28): list, get, add, update, delete, submit to and withdraw from review. */
import { readPage } from "../../core/paging.js";
import { badRequest, refused } from "../../core/errors.js";
import { now } from "../../core/format.js";
import { requestOrigin } from "../../core/media.js";
import { merchantRoute, type MerchantRoute, type MerchantScope } from "../../core/route.js";
import { idParams } from "../../core/validate.js";
import { draftReviewSchema, draftSaveSchema, draftSearchSchema } from "./contract.js";
import { checkDraft, draftColumns } from "./draftRules.js";
import { settleDrafts } from "./review.js";
import { catalogueNames, toDraft, type DraftRow } from "./serialize.js";

const liveDrafts = (mine: MerchantScope) => mine.selectFrom("payComponentDraft").where("isDel", "=", 0);

async function findDraft(mine: MerchantScope, id: number): Promise<DraftRow> {
  const row = await liveDrafts(mine).selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) throw refused("商品不存在");
  return row;
}

const inReview = (d: DraftRow) => d.platformEditStatus === 2 || d.editStatus === 2;

async function componentIdOf(mine: MerchantScope, productId: number): Promise<number | null> {
  if (!productId) return null;
  const row = await mine.selectFrom("payComponentProduct").select("componentProductId").where("id", "=", productId).executeTakeFirst();
  return row?.componentProductId ?? null;
}

export const draftRoutes: MerchantRoute[] = [
  merchantRoute({
    method: "GET",
    path: "/pay/component/draftproduct/draft/list",
    authority: "merchant:pay:component:product:draft:list",
    schema: { query: draftSearchSchema },
    handler: async ({ db, mine, query, request }) => {
      await settleDrafts(db, mine.merId);
      // Drafts until WeChat's final approval; approved ones are listed as products.
      let base = liveDrafts(mine).where("editStatus", "<", 4);
      if (query.proId !== undefined) base = base.where((eb) => eb.or([eb("productId", "=", query.proId!), eb("primaryProductId", "=", query.proId!)]));
      if (query.search) base = base.where("title", "like", `%${query.search}%`);
      return readPage(
        base,
        query,
        (q) => q.selectAll().orderBy("id", "desc"),
        async (rows) => {
          const cats = await catalogueNames(db, rows.map((r) => r.thirdCatId));
          const origin = requestOrigin(request);
          return rows.map((row) => toDraft(row, origin, cats, null));
        },
      );
    },
  }),
  merchantRoute({
    method: "GET",
    path: "/pay/component/draftproduct/draft/get/:id",
    authority: "merchant:pay:component:product:draft:info",
    schema: { params: idParams },
    handler: async ({ db, mine, params, request }) => {
      await settleDrafts(db, mine.merId);
      const draft = await findDraft(mine, params.id);
      const cats = await catalogueNames(db, [draft.thirdCatId]);
      return { ...toDraft(draft, requestOrigin(request), cats, await componentIdOf(mine, draft.productId)), catInfo: cats.get(draft.thirdCatId) };
    },
  }),
  merchantRoute({
    method: "POST",
    path: "/pay/component/draftproduct/add",
    authority: "merchant:pay:component:product:draft:add",
    schema: { body: draftSaveSchema },
    handler: async ({ db, mine, body, request }) => {
      await checkDraft(db, mine, { ...body, id: undefined });
      const time = now();
      await db
        .insertInto("payComponentDraft")
        .values({ ...draftColumns(body, requestOrigin(request)), merId: mine.merId, productId: 0, editStatus: 1, platformEditStatus: 1, isDel: 0, createTime: time, updateTime: time })
        .execute();
      return null;
    },
  }),
  merchantRoute({
    method: "POST",
    path: "/pay/component/draftproduct/update",
    authority: "merchant:pay:component:product:draft:update",
    schema: { body: draftSaveSchema },
    handler: async ({ db, mine, body, request }) => {
      if (!body.id) throw badRequest("草稿商品ID不能为空");
      await settleDrafts(db, mine.merId);
      const draft = await findDraft(mine, body.id);
      if (inReview(draft)) throw refused("草稿商品审核中，不能编辑");
      await checkDraft(db, mine, body);
      // An edited draft is a new draft to review (its product, if any, stays as it was).
      await mine
        .updateTable("payComponentDraft")
        .set({ ...draftColumns(body, requestOrigin(request)), editStatus: 1, rejectReason: "", platformEditStatus: 1, platformStatusReason: "", updateTime: now() })
        .where("id", "=", draft.id)
        .execute();
      return null;
    },
  }),
  merchantRoute({
    method: "GET",
    path: "/pay/component/draftproduct/delete/:id",
    authority: "merchant:pay:component:product:draft:delete",
    schema: { params: idParams },
    handler: async ({ db, mine, params }) => {
      await settleDrafts(db, mine.merId);
      const draft = await findDraft(mine, params.id);
      if (inReview(draft)) throw refused("草稿商品审核中，不能删除");
      await mine.updateTable("payComponentDraft").set({ isDel: 1, updateTime: now() }).where("id", "=", draft.id).execute();
      return null;
    },
  }),
  merchantRoute({
    method: "POST",
    path: "/pay/component/draftproduct/review",
    authority: "merchant:pay:component:product:draft:review",
    schema: { body: draftReviewSchema },
    handler: async ({ db, mine, body }) => {
      await settleDrafts(db, mine.merId);
      const draft = await findDraft(mine, body.draftProductId);
      const time = now();
      if (body.platformEditStatus === 2) {
        if (inReview(draft)) throw refused("草稿商品审核中，不能重复提交");
        if (draft.editStatus === 4) throw refused("草稿商品已通过审核");
        await mine
          .updateTable("payComponentDraft")
          .set({ platformEditStatus: 2, platformStatusReason: "", editStatus: 1, rejectReason: "", reviewSubmittedAt: time, updateTime: time })
          .where("id", "=", draft.id)
          .execute();
        return null;
      }
      if (draft.platformEditStatus !== 2) throw refused("只有平台审核中的草稿商品可以撤回");
      await mine
        .updateTable("payComponentDraft")
        .set({ platformEditStatus: 1, reviewSubmittedAt: null, updateTime: time })
        .where("id", "=", draft.id)
        .execute();
      return null;
    },
  }),
];
