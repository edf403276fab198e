/**
 * The export records (an extension of this server, contract §3.32): the table, its request
 * schema, and the answer read from it. Kept in one file because the answer is the row.
 */
import type { Generated, Selectable } from "kysely";
import { z } from "zod";
import { pageParams } from "../../core/validate.js";

export const EXPORT_TYPES = ["order", "product", "fundsFlow"] as const;
export type ExportType = (typeof EXPORT_TYPES)[number];

/** Every export file this server wrote (a CRMEB backend keeps no such list). */
export interface ExportTables {
  exportRecord: {
    id: Generated<number>;
    merId: number;
    adminId: number;
    adminAccount: string;
    type: ExportType;
    /** The name the file is offered under. */
    fileName: string;
    /** Stored relative path (`crmebimage/downloadf/excel/…`). */
    path: string;
    /** Data rows, the header not counted. */
    rows: number;
    /** Bytes. */
    size: number;
    createTime: string;
  };
}

declare module "../../db/schema.js" {
  interface DB extends ExportTables {}
}

export const exportRecordQuery = z.object({
  type: z.preprocess((v) => (v === "" || v === null ? undefined : v), z.enum(EXPORT_TYPES, { error: "未知的导出类型" }).optional()),
  ...pageParams,
});

/** One export the merchant made: its row without the merchant and the stored path, with the download link. */
export type ExportRecord = Omit<Selectable<ExportTables["exportRecord"]>, "merId" | "path"> & {
  /** Absolute download URL. */
  url: string;
};
