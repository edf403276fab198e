/** The editor's mode from its route: `createGroup` adds; `/:id/1` edits, `/:id/2` copies, `/:id/3` shows. */
export type EditorMode = "add" | "edit" | "copy" | "view";

export function editorMode(activityId: string | undefined, type: string | undefined): EditorMode {
  if (!activityId) return "add";
  if (type === "1") return "edit";
  if (type === "3") return "view";
  return "copy";
}
