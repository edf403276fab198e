/** Live assistants (contract §3.27): the WeChat accounts that may help run a room. */
import { readPage } from "../../core/paging.js";
import { refused } from "../../core/errors.js";
import { now } from "../../core/format.js";
import { merchantRoute, type MerchantRoute, type MerchantScope } from "../../core/route.js";
import { idParams } from "../../core/validate.js";
import { assistantSaveSchema, assistantSearchSchema, assistantUpdateSchema } from "./contract.js";
import { findAssistant } from "./lookup.js";
import { toAssistant } from "./serialize.js";

async function refuseDuplicateWechat(mine: MerchantScope, wechat: string, exceptId?: number): Promise<void> {
  let q = mine.selectFrom("liveAssistant").select("id").where("wechat", "=", wechat);
  if (exceptId) q = q.where("id", "!=", exceptId);
  if (await q.executeTakeFirst()) throw refused("该微信号已是小助手");
}

export const assistantRoutes: MerchantRoute[] = [
  merchantRoute({
    method: "GET",
    path: "/mp/live/assistant/list",
    authority: "merchant:mp:live:assistant:list",
    schema: { query: assistantSearchSchema },
    handler: async ({ mine, query }) => {
      let base = mine.selectFrom("liveAssistant");
      if (query.keywords) {
        const like = `%${query.keywords}%`;
        base = base.where((eb) => eb.or([eb("wechat", "like", like), eb("wechatNickname", "like", like), eb("assDesc", "like", like)]));
      }
      return readPage(
        base,
        query,
        (q) => q.selectAll().orderBy("id", "desc"),
        (rows) => rows.map(toAssistant),
      );
    },
  }),
  merchantRoute({
    method: "POST",
    path: "/mp/live/assistant/save",
    authority: "merchant:mp:live:assistant:save",
    schema: { body: assistantSaveSchema },
    handler: async ({ db, mine, body }) => {
      await refuseDuplicateWechat(mine, body.wechat);
      const time = now();
      await db
        .insertInto("liveAssistant")
        .values({ ...body, merId: mine.merId, headimg: "", openid: "", createTime: time, updateTime: time })
        .execute();
      return null;
    },
  }),
  merchantRoute({
    method: "POST",
    path: "/mp/live/assistant/update",
    authority: "merchant:mp:live:assistant:edit",
    schema: { body: assistantUpdateSchema },
    handler: async ({ mine, body }) => {
      const { id, ...fields } = body;
      await findAssistant(mine, id);
      await refuseDuplicateWechat(mine, fields.wechat, id);
      await mine.updateTable("liveAssistant").set({ ...fields, updateTime: now() }).where("id", "=", id).execute();
      return null;
    },
  }),
  merchantRoute({
    method: "GET",
    path: "/mp/live/assistant/delete/:id",
    authority: "merchant:mp:live:assistant:delete",
    schema: { params: idParams },
    handler: async ({ mine, params }) => {
      await findAssistant(mine, params.id);
      // Rooms that had this assistant lose it (ON DELETE CASCADE).
      await mine.deleteFrom("liveAssistant").where("id", "=", params.id).execute();
      return null;
    },
  }),
  merchantRoute({
    method: "GET",
    path: "/mp/live/assistant/info/:id",
    authority: "merchant:mp:live:assistant:info",
    schema: { params: idParams },
    handler: async ({ mine, params }) => toAssistant(await findAssistant(mine, params.id)),
  }),
];
