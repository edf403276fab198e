import type { LibraryKind, LibraryView } from "./types";

/** Business constants of the picture library (spec doc 2 §9, contract §3.17). */
export const ATT_TYPES: Record<LibraryKind, string> = {
  pic: "jpg,jpeg,gif,png,bmp,PNG,JPG",
  video: "video/mp4",
};
export const VIDEO_ATT_TYPE = "video/mp4";

export const PAGE_SIZE: Record<LibraryView, number> = { grid: 18, list: 10 };

/** Attachment categories in `eb_category`; the tree lists every status (-1). */
export const CATEGORY_TYPE_ATTACHMENT = 2;
export const CATEGORY_STATUS_ALL = -1;
/** New categories: sort 1, status 0 (spec doc 2 §3). */
export const NEW_CATEGORY = {
  sort: 1,
  status: false,
  url: "",
  extra: "",
} as const;
/** The root entry 全部图片 (no category). */
export const ROOT_CATEGORY_ID = 0;

/** Pictures upload with model `product` by default and category 0 if none. */
export const DEFAULT_UPLOAD_MODEL = "product";
/** The generic file uploader files under category 10 (contract §3.17). */
export const FILE_UPLOAD_PID = 10;

/** At most 20 pictures in the picker. */
export const PICKER_MAX = 20;

/** The picker modal's width. */
export const LIBRARY_MODAL_WIDTH = 950;

/** Crop dialog: default ratio 16:9; label mode fixes the box to 200 × 100; jpeg 0.8 for editing. */
export const CROP_RATIOS = [
  { key: "16:9", value: 16 / 9 },
  { key: "4:3", value: 4 / 3 },
  { key: "3:2", value: 3 / 2 },
  { key: "1:1", value: 1 },
  { key: "2:3", value: 2 / 3 },
  { key: "3:4", value: 3 / 4 },
  { key: "9:16", value: 9 / 16 },
] as const;
export const DEFAULT_CROP_RATIO = "16:9";
export const LABEL_CROP_SIZE = { width: 200, height: 100 } as const;
export const EDIT_JPEG_QUALITY = 0.8;
