/** Where the builder and the list live (the builder is a bare page outside the layout). */
export const BUILDER_PATH = "/page/maintain/creatSystemFrom";
export const LIST_PATH = "/maintain/systemForm";
/** A form template rendered from its stored config (by id or by name). */
export const TEMPLATE_PATH = "/maintain/formTemplate";
