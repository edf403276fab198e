/**
 * Export files and their records. Every export this server makes (the order and the product
 * export) is written under `<dataDir>/crmebimage/downloadf/excel/yyyy/MM/dd/` — served back by
 * the media static root — and recorded with who made it, its rows and size, for the export page.
 */
import { randomUUID } from "node:crypto";
import { mkdir, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Db } from "../../db/database.js";
import { adminById } from "../../core/accounts.js";
import type { Session } from "../../core/auth.js";
import { formatDateTime, now } from "../../core/format.js";
import type { ExportType } from "./contract.js";

export const EXPORT_ROOT = "crmebimage/downloadf/excel";

/** A new stored path for an export named `label` (e.g. 订单导出): `…/yyyy/MM/dd/<label>_<yyyyMMdd>_<random>.xlsx`. */
export function newExportPath(label: string): string {
  const day = formatDateTime().slice(0, 10);
  return `${EXPORT_ROOT}/${day.replace(/-/g, "/")}/${label}_${day.replace(/-/g, "")}_${randomUUID().slice(0, 8)}.xlsx`;
}

/** Where a stored export path lives on disk (its folder created). */
export async function exportLocation(dataDir: string, storedPath: string): Promise<string> {
  const file = path.join(dataDir, storedPath);
  await mkdir(path.dirname(file), { recursive: true });
  return file;
}

/** Writes a whole export file built in memory. */
export async function writeExportFile(dataDir: string, storedPath: string, content: Buffer): Promise<void> {
  await writeFile(await exportLocation(dataDir, storedPath), content);
}

export interface FinishedExport {
  type: ExportType;
  /** Stored relative path of the written file. */
  path: string;
  rows: number;
}

/** Records a finished export of the session's admin; the file's size is read from disk. */
export async function recordExport(db: Db, dataDir: string, session: Session, done: FinishedExport): Promise<void> {
  const [admin, file] = await Promise.all([adminById(db, session.adminId), stat(path.join(dataDir, done.path))]);
  await db
    .insertInto("exportRecord")
    .values({
      merId: session.merId,
      adminId: session.adminId,
      adminAccount: admin?.account ?? "",
      type: done.type,
      fileName: path.posix.basename(done.path),
      path: done.path,
      rows: done.rows,
      size: file.size,
      createTime: now(),
    })
    .execute();
}
