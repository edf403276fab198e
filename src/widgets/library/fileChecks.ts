/** What the library accepts, checked before sending (the server checks the bytes too). */
const PICTURE_NAME = /\.(gif|jpe?g|png|bmp)$/i;
const VIDEO_NAME = /\.mp4$/i;
const DOCUMENT_EXTENSIONS = ["doc", "docx", "xls", "xlsx"];

export const isPictureFile = (name: string) => PICTURE_NAME.test(name);
export const isVideoFile = (name: string) => VIDEO_NAME.test(name);

/** The extension after the last dot, without it ("" when none). */
export function extensionOf(name: string): string {
  const clean = name.split(/[?#]/)[0] ?? "";
  const dot = clean.lastIndexOf(".");
  const slash = clean.lastIndexOf("/");
  return dot > slash ? clean.slice(dot + 1) : "";
}

/** The document helper accepts doc, docx, xls and xlsx only. */
export const isDocumentFile = (name: string) => DOCUMENT_EXTENSIONS.includes(extensionOf(name).toLowerCase());

/** The type shown on an uploaded file: its extension in upper case. */
export const fileTypeLabel = (url: string) => extensionOf(url).toUpperCase();
