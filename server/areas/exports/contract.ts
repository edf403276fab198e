/** Wire shapes of the export records (an extension of this server, contract §3.32). */
import { z } from "zod";
import { pageParams } from "../../core/validate.js";

export const EXPORT_TYPES = ["order", "product", "fundsFlow"] as const;
export type ExportType = (typeof EXPORT_TYPES)[number];

export const exportRecordQuery = z.object({
  type: z.preprocess((v) => (v === "" || v === null ? undefined : v), z.enum(EXPORT_TYPES, { error: "未知的导出类型" }).optional()),
  ...pageParams,
});

/** One export the merchant made. */
export interface ExportRecord {
  id: number;
  type: ExportType;
  fileName: string;
  /** Absolute download URL. */
  url: string;
  adminId: number;
  adminAccount: string;
  /** Data rows, the header not counted. */
  rows: number;
  /** Bytes. */
  size: number;
  createTime: string;
}
