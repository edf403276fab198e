/** A list's column chooser: which columns show, remembered per signed-in admin (columnSettings). */
export { ColumnChooser } from "./ColumnChooser";
export { useColumnChooser, type ChoosableColumn, type ColumnChooserState } from "./useColumnChooser";
export { columnStorageKey, readHiddenColumns, writeHiddenColumns, type ColumnScope } from "./columnSettings";
