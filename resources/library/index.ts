import type { Area } from "../../src/routing/types";
import { LIBRARY_AUTHORITIES as A } from "./authorities";
import { LIBRARY_RESOURCES, libraryEndpoints } from "./endpoints";

/** The material (picture) library: its page, the bare picker page, its endpoints and authorities. */
export const libraryArea: Area = {
  name: "library",
  resources: [
    {
      name: LIBRARY_RESOURCES.attachment,
      meta: {
        authorities: {
          list: A.attachmentList,
          delete: A.attachmentDelete,
          move: A.attachmentMove,
        },
      },
    },
    {
      name: LIBRARY_RESOURCES.category,
      meta: {
        authorities: {
          list: A.categoryTree,
          show: A.categoryInfo,
          create: A.categorySave,
          edit: A.categoryUpdate,
          delete: A.categoryDelete,
        },
      },
    },
    {
      name: LIBRARY_RESOURCES.upload,
      meta: { authorities: { image: A.uploadImage, file: A.uploadFile } },
    },
  ],
  endpoints: libraryEndpoints,
  routes: [
    {
      path: "/maintain/picture",
      page: () => import("./PicturePage"),
      title: "library.titles.picture",
      authority: A.attachmentList,
    },
    {
      path: "/setting/uploadPicture",
      page: () => import("./UploadPicturePage"),
      title: "library.titles.uploadPicture",
      hidden: true,
      layout: "bare",
      authority: A.attachmentList,
    },
  ],
};
