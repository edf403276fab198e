import type { Generated } from "kysely";

/** Tables of the picture library (categories, attachments) and of the system forms. */
export interface LibraryTables {
  /** `eb_category`: base categories (type 2 = attachment categories), one tree per merchant. */
  baseCategory: {
    id: Generated<number>;
    /** The owner merchant (answered as `owner`). */
    merId: number;
    pid: number;
    /** Ancestor ids as `/0/3/7/` (the category's own id is not in it). */
    path: string;
    name: string;
    type: number;
    url: string;
    extra: string;
    /** 1 enabled, 0 disabled (answered as a boolean). */
    status: number;
    sort: number;
    createTime: string;
    updateTime: string;
  };
  systemAttachment: {
    attId: Generated<number>;
    merId: number;
    name: string;
    /** Stored relative path (`crmebimage/public/…`) or a site path (`/static/…`). */
    attDir: string;
    sattDir: string;
    /** Bytes, as text (the backend's type). */
    attSize: string;
    /** MIME subtype for images (`png`, `jpeg`), full MIME for other files (`video/mp4`). */
    attType: string;
    /** Attachment category id; 0 = none. */
    pid: number;
    /** 1 local storage. */
    imageType: number;
    createTime: string;
    updateTime: string;
  };
  systemForm: {
    id: Generated<number>;
    merId: number;
    formName: string;
    /** Comma list of the form's field keys. */
    allKeys: string;
    /** JSON text of the drag-built form. */
    formValue: string;
    status: number;
    /** Soft delete: 1 deleted. */
    isDelete: number;
    createTime: string;
    updateTime: string;
  };
  /** Platform form templates (global, read-only for merchants). */
  systemFormTemp: {
    id: Generated<number>;
    name: string;
    info: string;
    /** JSON text of a form-generator configuration. */
    content: string;
    createTime: string;
    updateTime: string;
  };
}

declare module "../../db/schema.js" {
  interface DB extends LibraryTables {}
}
