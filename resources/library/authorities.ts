/** Authority strings of the picture library (contract §5, spec doc 2 §6), written once. */
export const LIBRARY_AUTHORITIES = {
  attachmentList: "merchant:attachment:list",
  attachmentDelete: "merchant:attachment:delete",
  attachmentMove: "merchant:attachment:move",
  categoryTree: "merchant:category:list:tree",
  categoryInfo: "merchant:category:info",
  categorySave: "merchant:category:save",
  categoryUpdate: "merchant:category:update",
  categoryDelete: "merchant:category:delete",
  uploadImage: "merchant:upload:image",
  uploadFile: "merchant:upload:file",
} as const;
