/** The templates list (in the layout) and the designer (a bare page, `/:id?/:type?`). */
export const LIST_PATH = "/design/index";
export const DESIGNER_PATH = "/page/design/creatDevise";

/** How the designer opens a template: a new one, an existing one, or a copy saved as new. */
export type DesignMode = "add" | "edit" | "copy";

export const designerPath = (id: number, mode: DesignMode) =>
  `${DESIGNER_PATH}/${id}/${mode}`;
