/**
 * The shared picture library: the image picker (a form control), the upload-file button,
 * and the rich-text bridge. The library dialog and the cropper load on demand (import
 * `MaterialLibrary` from its own file where the library is the page).
 */
export { ImagePicker, type ImagePickerProps } from "./ImagePicker";
export { UploadFileButton, type UploadFileButtonProps, modelFromPath } from "./UploadFileButton";
export { onLibraryMessage, postToEditor, imageTags, type LibraryMessage } from "./richTextBridge";
export { isDocumentFile, isPictureFile, fileTypeLabel } from "./fileChecks";
export type { Attachment, FileResult } from "./types";
export type { PickerValue } from "./pickerValue";
