import type { Area } from "../../src/routing/types";
import { SYSTEM_FORM_AUTHORITIES as A } from "./authorities";
import { BUILDER_PATH, LIST_PATH, TEMPLATE_PATH } from "./builder/paths";
import { SYSTEM_FORM_RESOURCES, systemFormEndpoints } from "./endpoints";

/** System forms: the list, the bare drag-and-drop builder, and a page that renders a form template. */
export const systemFormArea: Area = {
  name: "systemForm",
  resources: [
    {
      name: SYSTEM_FORM_RESOURCES.form,
      meta: {
        authorities: {
          list: A.page,
          show: A.detail,
          create: A.add,
          edit: A.update,
          delete: A.delete,
        },
      },
    },
    {
      name: SYSTEM_FORM_RESOURCES.template,
      meta: { authorities: { show: A.templateById, byName: A.templateByName } },
    },
  ],
  endpoints: systemFormEndpoints,
  routes: [
    {
      path: LIST_PATH,
      page: () => import("./SystemFormListPage"),
      title: "systemForm.titles.list",
      authority: A.page,
    },
    {
      path: `${BUILDER_PATH}/:id?/:type?`,
      page: () => import("./builder/BuilderPage"),
      title: ({ params, t }) => t(Number(params.id) > 0 && params.type !== "copy" ? "systemForm.titles.edit" : "systemForm.titles.add"),
      hidden: true,
      layout: "bare",
      authority: A.page,
      activeMenu: LIST_PATH,
    },
    {
      path: TEMPLATE_PATH,
      page: () => import("./TemplatePreviewPage"),
      title: "systemForm.titles.template",
      hidden: true,
      authority: A.templateByName,
      activeMenu: LIST_PATH,
    },
  ],
};
