import type { Area } from "../../src/routing/types";
import { PAGE_DIY_AUTH as A } from "./authorities";
import { PAGE_DIY, pageDiyEndpoints } from "./endpoints";
import { DESIGNER_PATH, LIST_PATH } from "./paths";

/** Page decoration: the shop home templates and the drag-and-drop designer (owner-only, spec doc 1 §2.2). */
export const pageDiyArea: Area = {
  name: "pageDiy",
  resources: [
    {
      name: PAGE_DIY,
      list: LIST_PATH,
      meta: {
        adminOnly: true,
        authorities: {
          list: A.page,
          show: A.info,
          create: A.save,
          edit: A.update,
          delete: A.delete,
          rename: A.rename,
          setDefault: A.setDefault,
          defaultId: A.defaultId,
        },
      },
    },
  ],
  endpoints: pageDiyEndpoints,
  routes: [
    {
      path: LIST_PATH,
      page: () => import("./list/PageListPage"),
      title: "titles.pageDiy.list",
      authority: A.page,
      adminOnly: true,
    },
    {
      path: `${DESIGNER_PATH}/:id?/:type?`,
      page: () => import("./designer/DesignerPage"),
      title: ({ params, t }) =>
        t(
          Number(params.id) > 0 && params.type !== "copy"
            ? "titles.pageDiy.edit"
            : "titles.pageDiy.add",
        ),
      hidden: true,
      layout: "bare",
      authority: A.page,
      adminOnly: true,
      activeMenu: LIST_PATH,
    },
  ],
};
