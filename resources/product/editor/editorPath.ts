/**
 * The editor's address `/product/list/creatProduct/:id?/:isDisabled/:isCopy/:productType?`
 * (contract §4.1): id 0 = new; isDisabled 1 = read-only view, 2 = editable; isCopy 1 = copy of
 * the product `id`, or with id 0 a product collected from another platform's link.
 */
export type EditorMode = "add" | "collect" | "edit" | "copy" | "view";

export interface EditorParams {
  mode: EditorMode;
  id: number;
  productType: number;
}

export function editorPath(mode: EditorMode, id: number, productType: number): string {
  const disabled = mode === "view" ? 1 : 2;
  const copy = mode === "copy" || mode === "collect" ? 1 : 2;
  const stored = mode === "edit" || mode === "copy" || mode === "view";
  return `/product/list/creatProduct/${stored ? id : 0}/${disabled}/${copy}/${productType}`;
}

export function parseEditorParams(params: Record<string, string | undefined>): EditorParams {
  const id = Number(params.id ?? 0) || 0;
  const productType = Number(params.productType ?? 0) || 0;
  let mode: EditorMode = "add";
  if (params.isDisabled === "1" && id) mode = "view";
  else if (params.isCopy === "1") mode = id ? "copy" : "collect";
  else if (id) mode = "edit";
  return { mode, id, productType };
}
