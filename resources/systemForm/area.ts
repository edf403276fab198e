import type { Area } from "../../src/routing/types";

/** Authority strings of the system forms and form templates (contract §3.18, §5), written once. */
export const SYSTEM_FORM_AUTHORITIES = {
  page: "merchant:system:form:page",
  detail: "merchant:system:form:detail",
  add: "merchant:system:form:add",
  update: "merchant:system:form:update",
  delete: "merchant:system:form:delete",
  templateByName: "merchant:system:form:name:info",
  templateById: "merchant:config:form:info",
} as const;

export const SYSTEM_FORM_RESOURCES = {
  form: "systemForm",
  template: "formTemplate",
} as const;

/** Where the builder and the list live (the builder is a bare page outside the layout). */
export const BUILDER_PATH = "/page/maintain/creatSystemFrom";
export const LIST_PATH = "/maintain/systemForm";
/** A form template rendered from its stored config (by id or by name). */
export const TEMPLATE_PATH = "/maintain/formTemplate";

/** System forms: the list, the bare drag-and-drop builder, and a page that renders a form template. */
export const area: Area = {
  name: "systemForm",
  locales: ["systemForm", "library"],
  resources: [
    {
      name: SYSTEM_FORM_RESOURCES.form,
      meta: {
        authorities: {
          list: SYSTEM_FORM_AUTHORITIES.page,
          show: SYSTEM_FORM_AUTHORITIES.detail,
          create: SYSTEM_FORM_AUTHORITIES.add,
          edit: SYSTEM_FORM_AUTHORITIES.update,
          delete: SYSTEM_FORM_AUTHORITIES.delete,
        },
      },
    },
    {
      name: SYSTEM_FORM_RESOURCES.template,
      meta: { authorities: { show: SYSTEM_FORM_AUTHORITIES.templateById, byName: SYSTEM_FORM_AUTHORITIES.templateByName } },
    },
  ],
  load: () => import("./endpoints").then((m) => m.systemFormEndpoints),
  routes: [
    {
      path: LIST_PATH,
      page: () => import("./SystemFormListPage"),
      title: "titles.systemForm.list",
      authority: SYSTEM_FORM_AUTHORITIES.page,
    },
    {
      path: `${BUILDER_PATH}/:id?/:type?`,
      page: () => import("./builder/BuilderPage"),
      title: ({ params, t }) => t(Number(params.id) > 0 && params.type !== "copy" ? "titles.systemForm.edit" : "titles.systemForm.add"),
      hidden: true,
      layout: "bare",
      authority: SYSTEM_FORM_AUTHORITIES.page,
      activeMenu: LIST_PATH,
    },
    {
      path: TEMPLATE_PATH,
      page: () => import("./TemplatePreviewPage"),
      title: "titles.systemForm.template",
      hidden: true,
      authority: SYSTEM_FORM_AUTHORITIES.templateByName,
      activeMenu: LIST_PATH,
    },
  ],
};
