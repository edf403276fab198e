import { open } from "node:fs/promises";

/**
 * What a file really is, decided by its bytes (magic numbers), never by its name.
 * One table of accepted types and one table of size limits, shared by every upload.
 */
export type FileKind = "image" | "video" | "document";

export interface FileType {
  /** Canonical extension. */
  ext: string;
  /** Extensions a client may give the same content (the name's one is kept when it is one of these). */
  aliases: readonly string[];
  mime: string;
  kind: FileKind;
}

const type = (ext: string, mime: string, kind: FileKind, aliases: string[] = [ext]): FileType => ({
  ext,
  aliases,
  mime,
  kind,
});

export const FILE_TYPES = {
  gif: type("gif", "image/gif", "image"),
  jpg: type("jpg", "image/jpeg", "image", ["jpg", "jpeg"]),
  png: type("png", "image/png", "image"),
  bmp: type("bmp", "image/bmp", "image"),
  mp4: type("mp4", "video/mp4", "video"),
  doc: type("doc", "application/msword", "document"),
  docx: type("docx", "application/vnd.openxmlformats-officedocument.wordprocessingml.document", "document"),
  xls: type("xls", "application/vnd.ms-excel", "document"),
  xlsx: type("xlsx", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", "document"),
} as const satisfies Record<string, FileType>;

/** Largest accepted file of each kind, in MB (1 MB = 1024 × 1024 bytes, as the backend counts). */
export const MAX_SIZE_MB: Record<FileKind, number> = { image: 5, video: 50, document: 10 };
export const MB = 1024 * 1024;
export const maxBytes = (kind: FileKind) => MAX_SIZE_MB[kind] * MB;

/** Bytes read to recognise a plain file; containers (zip, OLE) are read further, up to the document limit. */
const HEAD_BYTES = 64 * 1024;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const OLE_SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP_LOCAL_HEADER = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
/** BITMAPCOREHEADER, INFOHEADER, V2, V3, OS/2 v2, V4, V5. */
const BMP_DIB_SIZES = new Set([12, 40, 52, 56, 64, 108, 124]);
/** ftyp brands of MP4 video; HEIC/AVIF images and QuickTime share the box but not these brands. */
const MP4_BRANDS = new Set(["isom", "iso2", "iso3", "iso4", "iso5", "iso6", "mp41", "mp42", "mp71", "avc1", "dash", "M4V ", "f4v ", "mmp4", "MSNV"]);

const startsWith = (bytes: Buffer, signature: Buffer | string, at = 0) => {
  const sig = typeof signature === "string" ? Buffer.from(signature, "latin1") : signature;
  return bytes.length >= at + sig.length && bytes.subarray(at, at + sig.length).equals(sig);
};

function isBmp(bytes: Buffer): boolean {
  return startsWith(bytes, "BM") && bytes.length >= 18 && BMP_DIB_SIZES.has(bytes.readUInt32LE(14));
}

function isMp4(bytes: Buffer): boolean {
  if (bytes.length < 16 || !startsWith(bytes, "ftyp", 4)) return false;
  const boxSize = Math.min(bytes.readUInt32BE(0), bytes.length);
  if (boxSize < 16) return false;
  const brands = [bytes.toString("latin1", 8, 12)];
  for (let at = 16; at + 4 <= boxSize; at += 4) brands.push(bytes.toString("latin1", at, at + 4));
  return brands.some((brand) => MP4_BRANDS.has(brand));
}

export const isZip = (bytes: Buffer) => startsWith(bytes, ZIP_LOCAL_HEADER);
export const isOle = (bytes: Buffer) => startsWith(bytes, OLE_SIGNATURE);

/** Entry names of the zip's local file headers found in `bytes` (enough to tell an Office file apart). */
export function zipEntryNames(bytes: Buffer, max = 2000): string[] {
  const names: string[] = [];
  let at = bytes.indexOf(ZIP_LOCAL_HEADER);
  while (at >= 0 && at + 30 <= bytes.length && names.length < max) {
    const nameLength = bytes.readUInt16LE(at + 26);
    if (at + 30 + nameLength <= bytes.length) names.push(bytes.toString("utf8", at + 30, at + 30 + nameLength));
    at = bytes.indexOf(ZIP_LOCAL_HEADER, at + 4);
  }
  return names;
}

function officeZipType(bytes: Buffer, hintExt?: string): FileType | undefined {
  const names = zipEntryNames(bytes);
  if (!names.includes("[Content_Types].xml")) return undefined;
  if (names.some((n) => n.startsWith("word/"))) return FILE_TYPES.docx;
  if (names.some((n) => n.startsWith("xl/"))) return FILE_TYPES.xlsx;
  // The parts may lie beyond what was read; the name settles which of the two it is.
  if (hintExt === "docx") return FILE_TYPES.docx;
  if (hintExt === "xlsx") return FILE_TYPES.xlsx;
  return undefined;
}

/** Word keeps a `WordDocument` stream, Excel a `Workbook` (or BIFF5 `Book`) one; names are UTF-16LE. */
function oleType(bytes: Buffer, hintExt?: string): FileType {
  if (bytes.includes(Buffer.from("WordDocument", "utf16le"))) return FILE_TYPES.doc;
  if (bytes.includes(Buffer.from("Workbook", "utf16le")) || bytes.includes(Buffer.from("Book\0", "utf16le"))) {
    return FILE_TYPES.xls;
  }
  return hintExt === "xls" ? FILE_TYPES.xls : FILE_TYPES.doc;
}

/**
 * Recognises a file from its first bytes (containers need more of the file).
 * `hintExt` (the name's extension) only chooses between look-alikes of one container, never decides alone.
 */
export function sniffBytes(bytes: Buffer, hintExt?: string): FileType | undefined {
  const hint = hintExt?.toLowerCase();
  if (startsWith(bytes, PNG_SIGNATURE)) return FILE_TYPES.png;
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return FILE_TYPES.jpg;
  if (startsWith(bytes, "GIF87a") || startsWith(bytes, "GIF89a")) return FILE_TYPES.gif;
  if (isBmp(bytes)) return FILE_TYPES.bmp;
  if (isMp4(bytes)) return FILE_TYPES.mp4;
  if (isOle(bytes)) return oleType(bytes, hint);
  if (isZip(bytes)) return officeZipType(bytes, hint);
  return undefined;
}

/** Reads as much of the file as recognising it needs, then sniffs it. */
export async function sniffFile(filePath: string, hintExt?: string): Promise<FileType | undefined> {
  const handle = await open(filePath, "r");
  try {
    const { size } = await handle.stat();
    const readBytes = async (length: number) => {
      const buffer = Buffer.alloc(Math.min(length, size));
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
      return buffer.subarray(0, bytesRead);
    };
    const head = await readBytes(HEAD_BYTES);
    if ((isZip(head) || isOle(head)) && size > head.length) {
      return sniffBytes(await readBytes(maxBytes("document")), hintExt);
    }
    return sniffBytes(head, hintExt);
  } finally {
    await handle.close();
  }
}

/** The extension a client name carries (lower case, without the dot), or "". */
export function extensionOf(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? "";
  const dot = base.lastIndexOf(".");
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : "";
}
