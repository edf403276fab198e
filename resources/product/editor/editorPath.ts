/**
 * The editor's address `/product/list/creatProduct/:id?/:isDisabled/:isCopy/:productType?`
 * (contract §4.1): id 0 = new; isDisabled 1 = read-only view, 2 = editable; isCopy 1 = copy.
 */
export type EditorMode = "add" | "edit" | "copy" | "view";

export interface EditorParams {
  mode: EditorMode;
  id: number;
  productType: number;
}

export function editorPath(mode: EditorMode, id: number, productType: number): string {
  const disabled = mode === "view" ? 1 : 2;
  const copy = mode === "copy" ? 1 : 2;
  return `/product/list/creatProduct/${mode === "add" ? 0 : id}/${disabled}/${copy}/${productType}`;
}

export function parseEditorParams(params: Record<string, string | undefined>): EditorParams {
  const id = Number(params.id ?? 0) || 0;
  const productType = Number(params.productType ?? 0) || 0;
  let mode: EditorMode = "add";
  if (params.isDisabled === "1" && id) mode = "view";
  else if (params.isCopy === "1" && id) mode = "copy";
  else if (id) mode = "edit";
  return { mode, id, productType };
}
