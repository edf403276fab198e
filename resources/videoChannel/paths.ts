/** Page paths of the video channel (spec doc 2 route table, /videoChannel). */
export const PRODUCT_LIST_PATH = "/videoChannel/productList";
export const DRAFT_LIST_PATH = "/videoChannel/draftList";
/** Add: `…/creatVideoChannel`; edit: `…/creatVideoChannel/:id`; view: `…/creatVideoChannel/:id/1`. */
export const DRAFT_EDITOR_PATH = "/videoChannel/creatVideoChannel";
export const APPLY_PATH = "/videoChannel/apply";
