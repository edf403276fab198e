/**
 * A streaming .xlsx writer with bounded memory: rows are turned into sheet XML as they come,
 * deflated by node:zlib as a stream and written to the file, so no sheet is ever held whole.
 * The zip's sheet entry uses a data descriptor (general-purpose flag bit 3): its CRC and sizes
 * are written after its data, once known. The small fixed parts are deflated in one go.
 * Strings are inline strings (no shared-string table to keep), numbers plain numbers.
 */
import { once } from "node:events";
import fs from "node:fs";
import { rm } from "node:fs/promises";
import zlib from "node:zlib";

export type XlsxCell = string | number | null | undefined;

interface Entry {
  name: Buffer;
  offset: number;
  crc: number;
  compressedSize: number;
  size: number;
  /** Sizes written after the data (flag bit 3). */
  descriptor: boolean;
}

const FLAG_UTF8 = 0x0800;
const FLAG_DESCRIPTOR = 0x0008;
const DEFLATE = 8;
const CHUNK_CHARS = 64 * 1024;

const escapeXml = (text: string) =>
  // Characters XML 1.0 forbids are dropped; the five special ones escaped.
  // eslint-disable-next-line no-control-regex
  text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, "").replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A1-style column letters of a 0-based index. */
const columnName = (index: number): string => {
  let name = "";
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
};

function cellXml(value: XlsxCell, ref: string): string {
  if (value === null || value === undefined || value === "") return "";
  if (typeof value === "number" && Number.isFinite(value)) return `<c r="${ref}"><v>${value}</v></c>`;
  return `<c r="${ref}" t="inlineStr"><is><t xml:space="preserve">${escapeXml(String(value))}</t></is></c>`;
}

const FIXED_PARTS = (sheetName: string): Array<[string, string]> => [
  [
    "[Content_Types].xml",
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
  ],
  [
    "_rels/.rels",
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
  ],
  [
    "xl/workbook.xml",
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="${escapeXml(sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
  ],
  [
    "xl/_rels/workbook.xml.rels",
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
  ],
];

/** DOS date and time of now, as zip headers want them. */
function dosStamp(at = new Date()): { time: number; date: number } {
  return {
    time: (at.getHours() << 11) | (at.getMinutes() << 5) | Math.floor(at.getSeconds() / 2),
    date: ((at.getFullYear() - 1980) << 9) | ((at.getMonth() + 1) << 5) | at.getDate(),
  };
}

export class XlsxStreamWriter {
  readonly #out: fs.WriteStream;
  readonly #entries: Entry[] = [];
  readonly #stamp = dosStamp();
  #offset = 0;
  #rowIndex = 0;
  #pending = "";
  #sheet: { deflate: zlib.DeflateRaw; entry: Entry; done: Promise<void> } | undefined;

  private constructor(out: fs.WriteStream) {
    this.#out = out;
  }

  /** Opens `file` and writes everything before the first row. `widths`: column widths in characters. */
  static async create(file: string, sheetName: string, widths: number[] = []): Promise<XlsxStreamWriter> {
    const out = fs.createWriteStream(file);
    await once(out, "open");
    const writer = new XlsxStreamWriter(out);
    for (const [name, text] of FIXED_PARTS(sheetName)) await writer.#whole(name, Buffer.from(text));
    await writer.#openSheet(widths);
    return writer;
  }

  async #write(chunk: Buffer): Promise<void> {
    this.#offset += chunk.length;
    if (!this.#out.write(chunk)) await once(this.#out, "drain");
  }

  #localHeader(name: Buffer, flags: number, crc: number, compressedSize: number, size: number): Buffer {
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(flags, 6);
    header.writeUInt16LE(DEFLATE, 8);
    header.writeUInt16LE(this.#stamp.time, 10);
    header.writeUInt16LE(this.#stamp.date, 12);
    header.writeUInt32LE(crc, 14);
    header.writeUInt32LE(compressedSize, 18);
    header.writeUInt32LE(size, 22);
    header.writeUInt16LE(name.length, 26);
    header.writeUInt16LE(0, 28);
    return Buffer.concat([header, name]);
  }

  /** A small entry known in full. */
  async #whole(fileName: string, data: Buffer): Promise<void> {
    const name = Buffer.from(fileName);
    const compressed = zlib.deflateRawSync(data);
    const entry: Entry = { name, offset: this.#offset, crc: zlib.crc32(data), compressedSize: compressed.length, size: data.length, descriptor: false };
    await this.#write(this.#localHeader(name, FLAG_UTF8, entry.crc, entry.compressedSize, entry.size));
    await this.#write(compressed);
    this.#entries.push(entry);
  }

  async #openSheet(widths: number[]): Promise<void> {
    const name = Buffer.from("xl/worksheets/sheet1.xml");
    const entry: Entry = { name, offset: this.#offset, crc: 0, compressedSize: 0, size: 0, descriptor: true };
    await this.#write(this.#localHeader(name, FLAG_UTF8 | FLAG_DESCRIPTOR, 0, 0, 0));
    const deflate = zlib.createDeflateRaw();
    // Compressed bytes go to the file in order; the deflate stream waits while the file is behind.
    const done = (async () => {
      for await (const chunk of deflate as AsyncIterable<Buffer>) {
        entry.compressedSize += chunk.length;
        await this.#write(chunk);
      }
    })();
    this.#sheet = { deflate, entry, done };
    const cols = widths.length ? `<cols>${widths.map((w, i) => `<col min="${i + 1}" max="${i + 1}" width="${w}" customWidth="1"/>`).join("")}</cols>` : "";
    await this.#text(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">${cols}<sheetData>`);
  }

  /** Queues sheet XML; a chunk goes to the deflater once large enough. */
  async #text(xml: string, flush = false): Promise<void> {
    this.#pending += xml;
    if (!flush && this.#pending.length < CHUNK_CHARS) return;
    const data = Buffer.from(this.#pending);
    this.#pending = "";
    const sheet = this.#sheet!;
    sheet.entry.crc = zlib.crc32(data, sheet.entry.crc);
    sheet.entry.size += data.length;
    if (!sheet.deflate.write(data)) await once(sheet.deflate, "drain");
  }

  async writeRow(cells: XlsxCell[]): Promise<void> {
    const row = ++this.#rowIndex;
    await this.#text(`<row r="${row}">${cells.map((c, i) => cellXml(c, `${columnName(i)}${row}`)).join("")}</row>`);
  }

  /** Writes the rest of the zip and closes the file. */
  async finish(): Promise<void> {
    const sheet = this.#sheet!;
    await this.#text("</sheetData></worksheet>", true);
    sheet.deflate.end();
    await sheet.done;
    const descriptor = Buffer.alloc(16);
    descriptor.writeUInt32LE(0x08074b50, 0);
    descriptor.writeUInt32LE(sheet.entry.crc, 4);
    descriptor.writeUInt32LE(sheet.entry.compressedSize, 8);
    descriptor.writeUInt32LE(sheet.entry.size, 12);
    await this.#write(descriptor);
    this.#entries.push(sheet.entry);
    const centralStart = this.#offset;
    for (const e of this.#entries) await this.#write(this.#centralEntry(e));
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(this.#entries.length, 8);
    end.writeUInt16LE(this.#entries.length, 10);
    end.writeUInt32LE(this.#offset - centralStart, 12);
    end.writeUInt32LE(centralStart, 16);
    await this.#write(end);
    this.#out.end();
    await once(this.#out, "close");
  }

  /** Stops writing after a failure; the caller removes the file. */
  abort(): void {
    this.#sheet?.deflate.destroy();
    this.#out.destroy();
  }

  #centralEntry(e: Entry): Buffer {
    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(20, 6);
    header.writeUInt16LE(FLAG_UTF8 | (e.descriptor ? FLAG_DESCRIPTOR : 0), 8);
    header.writeUInt16LE(DEFLATE, 10);
    header.writeUInt16LE(this.#stamp.time, 12);
    header.writeUInt16LE(this.#stamp.date, 14);
    header.writeUInt32LE(e.crc, 16);
    header.writeUInt32LE(e.compressedSize, 20);
    header.writeUInt32LE(e.size, 24);
    header.writeUInt16LE(e.name.length, 28);
    header.writeUInt32LE(e.offset, 42);
    return Buffer.concat([header, e.name]);
  }
}

/**
 * Writes a whole workbook at `file`: the header row, then the rows `fill` writes. A failure
 * stops the writer and removes the file before it is thrown on.
 */
export async function writeXlsxFile<T>(file: string, sheetName: string, widths: number[], header: XlsxCell[], fill: (sheet: XlsxStreamWriter) => Promise<T>): Promise<T> {
  const sheet = await XlsxStreamWriter.create(file, sheetName, widths);
  try {
    await sheet.writeRow(header);
    const result = await fill(sheet);
    await sheet.finish();
    return result;
  } catch (error) {
    sheet.abort();
    await rm(file, { force: true });
    throw error;
  }
}
