import type { Generated } from "kysely";

/** Every export file this server wrote (an extension: a CRMEB backend keeps no such list). */
export interface ExportTables {
  exportRecord: {
    id: Generated<number>;
    merId: number;
    adminId: number;
    adminAccount: string;
    /** `order` or `product`. */
    type: string;
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
