import type { Area } from "../../src/routing/types";

/** Authority strings of page decoration (contract §3.31, §5), written once. */
export const PAGE_DIY_AUTH = {
  page: "merchant:page:diy:page",
  info: "merchant:page:diy:info",
  save: "merchant:page:diy:save",
  update: "merchant:page:diy:update",
  rename: "merchant:page:diy:update:name",
  delete: "merchant:page:diy:delete",
  setDefault: "merchant:page:diy:set:default",
  defaultId: "merchant:page:diy:get:default:id",
} as const;

/** The templates list (in the layout) and the designer (a bare page, `/:id?/:type?`). */
export const LIST_PATH = "/design/index";

export const DESIGNER_PATH = "/page/design/creatDevise";

/** How the designer opens a template: a new one, an existing one, or a copy saved as new. */
export type DesignMode = "add" | "edit" | "copy";

export const designerPath = (id: number, mode: DesignMode) =>
  `${DESIGNER_PATH}/${id}/${mode}`;

export const PAGE_DIY = "pageDiy";

/** Page decoration: the shop home templates and the drag-and-drop designer (owner-only, spec doc 1 §2.2). */
export const area: Area = {
  name: "pageDiy",
  locales: ["pageDiy", "library", "product"],
  resources: [
    {
      name: PAGE_DIY,
      list: LIST_PATH,
      meta: {
        adminOnly: true,
        authorities: {
          list: PAGE_DIY_AUTH.page,
          show: PAGE_DIY_AUTH.info,
          create: PAGE_DIY_AUTH.save,
          edit: PAGE_DIY_AUTH.update,
          delete: PAGE_DIY_AUTH.delete,
          rename: PAGE_DIY_AUTH.rename,
          setDefault: PAGE_DIY_AUTH.setDefault,
          defaultId: PAGE_DIY_AUTH.defaultId,
        },
      },
    },
  ],
  load: () => import("./endpoints").then((m) => m.pageDiyEndpoints),
  routes: [
    {
      path: LIST_PATH,
      page: () => import("./list/PageListPage"),
      title: "titles.pageDiy.list",
      authority: PAGE_DIY_AUTH.page,
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
      authority: PAGE_DIY_AUTH.page,
      adminOnly: true,
      activeMenu: LIST_PATH,
    },
  ],
};
