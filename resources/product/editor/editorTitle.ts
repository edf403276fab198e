import { canDo } from "../../../providers/accessControl";
import type { TitleContext } from "../../../src/routing/types";
import { AUTH } from "../area";
import { parseEditorParams, type EditorMode } from "./editorPath";

// Read when called: the area's declaration imports this module for its title.
const writeAuthority = (mode: EditorMode): string | undefined => ({ add: AUTH.save, collect: AUTH.save, copy: AUTH.save, edit: AUTH.update, view: undefined })[mode];

/** A mode the signed-in user may not save in shows the product read-only. */
export function editorReadOnly(mode: EditorMode): boolean {
  const writable = writeAuthority(mode);
  return !writable || !canDo(writable);
}

/**
 * The editor's own title, the same in its header, tab, breadcrumb and document.title:
 * 添加商品 / 采集商品 / 编辑商品 / 复制商品 / 商品详情 (a page the user may not save is a view), plus
 * ` ID:<id>` for a stored product (spec doc 1 §2.1).
 */
export function editorPageTitle({ params, t }: Pick<TitleContext, "params" | "t">): string {
  const { mode, id } = parseEditorParams(params);
  const shown = mode !== "view" && editorReadOnly(mode) ? "view" : mode;
  const title = t(`product.editor.titles.${shown}`);
  return mode === "add" || mode === "collect" ? title : `${title} ID:${id}`;
}
