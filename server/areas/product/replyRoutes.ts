/** Product comments (contract §3.5): search, virtual comments, the merchant's reply, delete. */
import { dateLimitRange } from "../../core/dateLimit.js";
import { COUNT_BESIDE_PAGE, readPage } from "../../core/paging.js";
import { notFound, refused } from "../../core/errors.js";
import { now } from "../../core/format.js";
import { requestOrigin } from "../../core/media.js";
import { merchantRoute, type MerchantRoute, type MerchantScope } from "../../core/route.js";
import { idParams } from "../../core/validate.js";
import { replyCommentBody, replyListQuery, virtualReplyBody, type ProductReplyRow } from "./catalogContract.js";
import { mediaFor } from "./serialize.js";
import { requireProduct } from "./store.js";
import { likePattern } from "../../core/textSearch.js";
import { leadingById, matchesIndexed } from "../../core/indexedSearch.js";
import { besideIds } from "../../core/besideIds.js";
import { productNamedCondition } from "./nameSearch.js";

async function requireReply(mine: MerchantScope, id: number) {
  const row = await mine.selectFrom("productReply").selectAll().where("id", "=", id).where("isDel", "=", 0).executeTakeFirst();
  if (!row) throw notFound("商品评论不存在");
  return row;
}

const parsePics = (json: string): string[] => {
  try {
    const list: unknown = JSON.parse(json);
    return Array.isArray(list) ? list.filter((p): p is string => typeof p === "string") : [];
  } catch {
    return [];
  }
};

export const replyRoutes: MerchantRoute[] = [
  merchantRoute({
    method: "GET",
    path: "/product/reply/list",
    authority: "merchant:product:reply:page:list",
    schema: { query: replyListQuery },
    handler: async ({ db, mine, query, request }) => {
      const range = dateLimitRange(query.dateLimit);
      const content = query.content;
      const type = query.searchType ?? "all";
      const uid = content && /^\d+$/.test(content) ? Number(content) : undefined;
      // The nickname and phone the comment keeps, through its trigram index (its `%`, `_` literal).
      const columns: Array<"nickname" | "phone"> = type === "all" ? ["nickname", "phone"] : type === "nickname" || type === "phone" ? [type] : [];
      const shopper = content && columns.length ? await matchesIndexed(db, "product_reply", columns, likePattern(content)) : undefined;
      // Found ids lead the query unless a typed uid is another way in (IndexedMatch.byId).
      const leading = type === "all" && uid !== undefined ? undefined : shopper;
      let base = db
        .selectFrom("productReply")
        .where((eb) => eb(leadingById("productReply.merId", leading), "=", mine.merId))
        .where("isDel", "=", 0);
      if (query.star !== undefined) base = base.where("star", "=", query.star);
      if (query.isReply !== undefined) base = base.where("isReply", "=", query.isReply ? 1 : 0);
      if (range) base = base.where("createTime", ">=", range.start).where("createTime", "<=", range.end);
      if (content) {
        base = base.where((eb) => {
          // A uid is never -1: a text of other characters finds no uid.
          const byUid = eb("uid", "=", uid ?? -1);
          if (type === "uid") return byUid;
          if (type !== "all") return shopper!.where;
          return uid === undefined ? shopper!.where : eb.or([byUid, shopper!.where]);
        });
      }
      if (query.productSearch) {
        base = base.where(await productNamedCondition(db, mine.merId, query.productSearch, { listed: base, productId: "productReply.productId" }));
      }
      return readPage(
        base,
        query,
        // The product's name and picture and the shop's name come with each row (one statement):
        // subqueries by key, read only for the rows of the page.
        (q) =>
          q
            .selectAll("productReply")
            .select((eb) => {
              const product = () => eb.selectFrom("product").whereRef("product.id", "=", "productReply.productId").where(besideIds("product.merId"), "=", mine.merId);
              return [
                product().select("product.name").as("productName"),
                product().select("product.image").as("productImage"),
                eb.selectFrom("merchant").select("merchant.name").where("merchant.id", "=", mine.merId).as("merName"),
              ];
            })
            .orderBy("productReply.id", "desc"),
        (rows) => {
          const media = mediaFor(requestOrigin(request));
          const list: ProductReplyRow[] = rows.map((r) => ({
            id: r.id,
            uid: r.uid,
            star: r.star,
            comment: r.comment,
            pics: parsePics(r.pics).map(media.url),
            merchantReplyContent: r.merchantReplyContent,
            merchantReplyTime: r.merchantReplyTime,
            nickname: r.nickname,
            avatar: media.url(r.avatar),
            createTime: r.createTime,
            sku: r.sku,
            merName: r.merName ?? "",
            productName: r.productName ?? "",
            productImage: media.url(r.productImage ?? ""),
            isLogoff: r.isLogoff === 1,
          }));
          return list;
        },
        // A search by shopper or product finds a few comments: counted beside them.
        content || query.productSearch ? COUNT_BESIDE_PAGE : undefined,
      );
    },
  }),
  merchantRoute({
    method: "POST",
    path: "/product/reply/virtual",
    authority: "merchant:product:reply:virtual",
    schema: { body: virtualReplyBody },
    handler: async ({ db, session, body, request }) => {
      const product = await requireProduct(db, session.merId, body.productId);
      const sku = await db.selectFrom("productAttrValue").select(["id", "sku"]).where("id", "=", body.attrValueId).where("productId", "=", product.id).executeTakeFirst();
      if (!sku) throw refused("商品规格属性值不存在");
      const media = mediaFor(requestOrigin(request));
      const time = now();
      await db
        .insertInto("productReply")
        .values({
          merId: session.merId,
          productId: product.id,
          attrValueId: sku.id,
          sku: sku.sku,
          uid: 0,
          nickname: body.nickname,
          avatar: media.store(body.avatar),
          phone: "",
          star: body.star,
          comment: body.comment,
          pics: JSON.stringify(body.pics.map(media.store)),
          merchantReplyContent: "",
          merchantReplyTime: null,
          isReply: 0,
          isVirtual: 1,
          isLogoff: 0,
          isDel: 0,
          createTime: time,
          updateTime: time,
        })
        .execute();
      return null;
    },
  }),
  merchantRoute({
    method: "POST",
    path: "/product/reply/comment",
    authority: "merchant:product:reply:comment",
    schema: { body: replyCommentBody },
    handler: async ({ mine, body }) => {
      const reply = await requireReply(mine, body.id);
      const time = now();
      await mine
        .updateTable("productReply")
        .set({ merchantReplyContent: body.merchantReplyContent, merchantReplyTime: time, isReply: 1, updateTime: time })
        .where("id", "=", reply.id)
        .execute();
      return null;
    },
  }),
  merchantRoute({
    method: "POST",
    path: "/product/reply/delete/:id",
    authority: "merchant:product:reply:delete",
    schema: { params: idParams },
    handler: async ({ mine, params }) => {
      const reply = await requireReply(mine, params.id);
      await mine.updateTable("productReply").set({ isDel: 1, updateTime: now() }).where("id", "=", reply.id).execute();
      return null;
    },
  }),
];

