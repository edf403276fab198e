import type { Area } from "../../src/routing/types";

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

/** Resource names of the library's rows in the endpoint table. */
export const LIBRARY_RESOURCES = {
  attachment: "attachment",
  category: "attachmentCategory",
  upload: "upload",
} as const;

/** The material (picture) library: its page, the bare picker page, its endpoints and authorities. */
export const area: Area = {
  name: "library",
  resources: [
    {
      name: LIBRARY_RESOURCES.attachment,
      meta: {
        authorities: {
          list: LIBRARY_AUTHORITIES.attachmentList,
          delete: LIBRARY_AUTHORITIES.attachmentDelete,
          move: LIBRARY_AUTHORITIES.attachmentMove,
        },
      },
    },
    {
      name: LIBRARY_RESOURCES.category,
      meta: {
        authorities: {
          list: LIBRARY_AUTHORITIES.categoryTree,
          show: LIBRARY_AUTHORITIES.categoryInfo,
          create: LIBRARY_AUTHORITIES.categorySave,
          edit: LIBRARY_AUTHORITIES.categoryUpdate,
          delete: LIBRARY_AUTHORITIES.categoryDelete,
        },
      },
    },
    {
      name: LIBRARY_RESOURCES.upload,
      meta: { authorities: { image: LIBRARY_AUTHORITIES.uploadImage, file: LIBRARY_AUTHORITIES.uploadFile } },
    },
  ],
  load: () => import("./endpoints").then((m) => m.libraryEndpoints),
  routes: [
    {
      path: "/maintain/picture",
      page: () => import("./PicturePage"),
      title: "titles.library.picture",
      authority: LIBRARY_AUTHORITIES.attachmentList,
    },
    {
      path: "/setting/uploadPicture",
      page: () => import("./UploadPicturePage"),
      title: "titles.library.uploadPicture",
      hidden: true,
      layout: "bare",
      authority: LIBRARY_AUTHORITIES.attachmentList,
    },
  ],
};
