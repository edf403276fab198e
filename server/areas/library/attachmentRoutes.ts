/** Attachment endpoints of contract §3.17 (`/attachment/list|move|delete`). */
import type { Selectable } from "kysely";
import { refused } from "../../core/errors.js";
import { JsonText } from "../../core/envelope.js";
import { readPage } from "../../core/paging.js";
import { cachedAnswer, tableVersion } from "../../core/answerCache.js";
import { now } from "../../core/format.js";
import { requestOrigin, toMediaUrl } from "../../core/media.js";
import { merchantRoute, type MerchantRoute } from "../../core/route.js";
import { categoryNotFound, findAttachmentCategory } from "./categories.js";
import {
  attachmentDeleteBody,
  attachmentListQuery,
  attachmentMoveBody,
  DEFAULT_ATT_TYPES,
  type SystemAttachmentVo,
} from "./contract.js";
import type { LibraryTables } from "./tables.js";
import { removeStoredFiles } from "./storage.js";

const NO_ATTACHMENT = "附件不存在";

export function toAttachmentVo(
  row: Selectable<LibraryTables["systemAttachment"]>,
  origin: string,
): SystemAttachmentVo {
  return {
    attId: row.attId,
    name: row.name,
    attDir: toMediaUrl(row.attDir, origin),
    sattDir: toMediaUrl(row.sattDir, origin),
    attSize: row.attSize,
    attType: row.attType,
    pid: row.pid,
    imageType: row.imageType,
    owner: row.merId,
    createTime: row.createTime,
    updateTime: row.updateTime,
  };
}

const splitTypes = (text: string) => [
  ...new Set(
    text
      .split(",")
      .map((t) => t.trim())
      .filter(Boolean),
  ),
];

export function attachmentRoutes(dataDir: string): MerchantRoute[] {
  return [
    merchantRoute({
      method: "GET",
      path: "/attachment/list",
      authority: "merchant:attachment:list",
      schema: { query: attachmentListQuery },
      handler: async ({ db, mine, query, request }) => {
        const types = splitTypes(query.attType ?? DEFAULT_ATT_TYPES);
        // As the backend: only a positive pid narrows to one category.
        const pid =
          query.pid !== undefined && query.pid > 0 ? query.pid : undefined;
        const origin = requestOrigin(request);
        // Counting 10,000 pictures costs a millisecond a request: answers are kept per version.
        const version = await tableVersion(db, "system_attachment", mine.merId);
        const key = JSON.stringify([
          "attachments",
          mine.merId,
          version,
          types,
          pid,
          query.page,
          query.limit,
          origin,
        ]);
        return cachedAnswer(db, key, async () => {
          let select = mine
            .selectFrom("systemAttachment")
            .where("attType", "in", types);
          if (pid !== undefined) select = select.where("pid", "=", pid);
          return JsonText.of(
            await readPage(
              select,
              query,
              (q) => q.selectAll().orderBy("attId", "desc"),
              (rows) => rows.map((r) => toAttachmentVo(r, origin)),
            ),
          );
        });
      },
    }),
    merchantRoute({
      method: "POST",
      path: "/attachment/move",
      authority: "merchant:attachment:move",
      schema: { body: attachmentMoveBody },
      handler: async ({ mine, body }) => {
        // Target: "none" (0) or one of the merchant's attachment categories.
        if (body.pid !== 0 && !(await findAttachmentCategory(mine, body.pid)))
          throw categoryNotFound();
        const result = await mine
          .updateTable("systemAttachment")
          .set({ pid: body.pid, updateTime: now() })
          .where("attId", "in", body.attrId)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) === 0) throw refused(NO_ATTACHMENT);
        return null;
      },
    }),
    merchantRoute({
      method: "POST",
      path: "/attachment/delete",
      authority: "merchant:attachment:delete",
      schema: { body: attachmentDeleteBody },
      handler: async ({ mine, body }) => {
        const rows = await mine
          .selectFrom("systemAttachment")
          .select(["attId", "attDir", "sattDir"])
          .where("attId", "in", body.ids)
          .execute();
        if (!rows.length) throw refused(NO_ATTACHMENT);
        await mine
          .deleteFrom("systemAttachment")
          .where(
            "attId",
            "in",
            rows.map((r) => r.attId),
          )
          .execute();
        // Files go once their rows are gone: a failed delete never leaves a row without its file.
        await removeStoredFiles(dataDir, [
          ...new Set(rows.flatMap((r) => [r.attDir, r.sattDir])),
        ]);
        return null;
      },
    }),
  ];
}
