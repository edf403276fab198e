/** `SystemAttachment` as the console reads it (contract §3.17). */
export interface Attachment {
  attId: number;
  name: string;
  /** Absolute URL the console displays. */
  sattDir: string;
  attDir?: string;
  /** Bytes, as text. */
  attSize: string;
  /** `png`, `jpeg`, … for pictures; `video/mp4` for videos. */
  attType: string;
  pid: number;
  createTime: string;
}

/** `CategoryTreeVo`. */
export interface CategoryNode {
  id: number;
  pid: number;
  name: string;
  sort: number;
  status: boolean;
  child?: CategoryNode[];
}

/** `Category` (the info answer). */
export interface Category {
  id: number;
  pid: number;
  name: string;
  type: number;
  url: string;
  extra: string;
  status: boolean;
  sort: number;
}

/** `FileResultVo`. */
export interface FileResult {
  fileName: string;
  extName: string;
  fileSize: number;
  url: string;
  type: string;
}

/** The two tabs of the library. */
export type LibraryKind = "pic" | "video";
export type LibraryView = "grid" | "list";
