import { allowedNow } from "../../../providers/accessControl";
import type { TitleContext } from "../../../src/routing/types";
// Read when called: the area's declaration imports this module for its title.
import { PRODUCT } from "../area";
import { parseEditorParams, type EditorMode } from "./editorPath";

/** The products action each mode saves with (`meta.authorities` key); a view saves nothing. */
export const WRITE_ACTION: Record<EditorMode, "create" | "edit" | undefined> = { add: "create", collect: "create", copy: "create", edit: "edit", view: undefined };

/** A mode the signed-in user may not save in shows the product read-only. */
export function editorReadOnly(mode: EditorMode): boolean {
  const action = WRITE_ACTION[mode];
  return !action || !allowedNow(PRODUCT.products, action);
}

/**
 * The editor's own title, the same in its header, tab, breadcrumb and document.title:
 * 添加商品 / 采集商品 / 编辑商品 / 复制商品 / 商品详情 (a page the user may not save is a view), plus
 * ` ID:<id>` for a stored product (spec doc 1 §2.1).
 */
export function editorPageTitle({ params, t }: Pick<TitleContext, "params" | "t">): string {
  const { mode, id } = parseEditorParams(params);
  const shown = mode !== "view" && editorReadOnly(mode) ? "view" : mode;
  const title = t(`titles.product.editor.${shown}`);
  return mode === "add" || mode === "collect" ? title : `${title} ID:${id}`;
}
