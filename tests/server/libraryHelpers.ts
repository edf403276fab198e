/** Helpers of the library tests: a server whose data folder is known, hand-built multipart bodies, sample files. */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { PNG } from "pngjs";
import { M, startTestServer, type TestServer } from "./helpers.js";

/** beforeAll budget: migrating and seeding every area takes seconds, more on a busy machine. */
export const SERVER_START_MS = 60_000;

export interface LibraryServer extends TestServer {
  /** The app's dataDir, where uploads are stored. */
  dataDir: string;
}

/**
 * `startTestServer` makes its data folder under `os.tmpdir()`; pointing TMPDIR at a
 * private folder for that call tells us which one it is.
 */
export async function startLibraryServer(): Promise<LibraryServer> {
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), "crmeb-library-"));
  const previous = process.env.TMPDIR;
  process.env.TMPDIR = parent;
  let server: TestServer;
  try {
    server = await startTestServer();
  } finally {
    if (previous === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previous;
  }
  const [dataDir] = fs.readdirSync(parent).map((name) => path.join(parent, name));
  return {
    ...server,
    dataDir: dataDir!,
    close: async () => {
      await server.close();
      fs.rmSync(parent, { recursive: true, force: true });
    },
  };
}

/** Every regular file under a folder (relative paths). */
export function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

export interface UploadFile {
  name: string;
  content: Buffer;
  contentType?: string;
  /** Multipart field name (the contract's is `multipart`). */
  field?: string;
}

/** A multipart/form-data body holding one file, built by hand. */
export function multipartBody(file: UploadFile): { payload: Buffer; contentType: string } {
  const boundary = `----crmebLibraryTest${randomBytes(8).toString("hex")}`;
  const head =
    `--${boundary}\r\n` +
    `Content-Disposition: form-data; name="${file.field ?? "multipart"}"; filename="${file.name}"\r\n` +
    `Content-Type: ${file.contentType ?? "application/octet-stream"}\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head, "utf8"), file.content, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

export interface Envelope<T = unknown> {
  code: number;
  message: string | null;
  data: T;
}

/** POSTs a file to `/upload/image` or `/upload/file`. */
export async function upload<T = unknown>(
  s: TestServer,
  endpoint: "image" | "file",
  file: UploadFile,
  options: { token?: string; query?: Record<string, string | number> } = {},
): Promise<Envelope<T>> {
  const query = new URLSearchParams(
    Object.entries(options.query ?? { model: "product", pid: 0 }).map(([k, v]) => [k, String(v)]),
  ).toString();
  const { payload, contentType } = multipartBody(file);
  const response = await s.app.fastify.inject({
    method: "POST",
    url: `${M}/upload/${endpoint}${query ? `?${query}` : ""}`,
    headers: { "content-type": contentType, ...(options.token ? { "authori-zation": options.token } : {}) },
    payload,
  });
  if (response.statusCode !== 200) throw new Error(`HTTP ${response.statusCode}: ${response.body}`);
  return response.json();
}

/** A real PNG (pngjs), a few pixels of colour. */
export function samplePng(width = 3, height = 2): Buffer {
  const png = new PNG({ width, height });
  for (let i = 0; i < png.data.length; i += 4) {
    png.data[i] = (i * 7) % 256;
    png.data[i + 1] = 120;
    png.data[i + 2] = 200;
    png.data[i + 3] = 255;
  }
  return PNG.sync.write(png);
}

/** The start of an MP4: an `ftyp` box (isom) and a small `mdat`. */
export function sampleMp4(): Buffer {
  const ftyp = Buffer.alloc(24);
  ftyp.writeUInt32BE(24, 0);
  ftyp.write("ftypisom", 4, "latin1");
  ftyp.writeUInt32BE(0x200, 12);
  ftyp.write("isommp41", 16, "latin1");
  const mdat = Buffer.alloc(16);
  mdat.writeUInt32BE(16, 0);
  mdat.write("mdat", 4, "latin1");
  return Buffer.concat([ftyp, mdat]);
}

/** A zip made of stored (uncompressed) local entries; enough for the Office sniffing. */
export function sampleZip(entries: string[]): Buffer {
  const parts = entries.map((name) => {
    const body = Buffer.from(`<xml name="${name}"/>`);
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt32LE(body.length, 18);
    header.writeUInt32LE(body.length, 22);
    header.writeUInt16LE(Buffer.byteLength(name), 26);
    return Buffer.concat([header, Buffer.from(name), body]);
  });
  return Buffer.concat(parts);
}

/** An OLE compound file start holding a named stream (UTF-16 directory entry name). */
export function sampleOle(streamName: "WordDocument" | "Workbook"): Buffer {
  const header = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
  return Buffer.concat([header, Buffer.alloc(504), Buffer.from(`Root Entry`, "utf16le"), Buffer.alloc(54), Buffer.from(streamName, "utf16le")]);
}

/** GETs an absolute media URL through inject (path only). */
export async function fetchMedia(s: TestServer, url: string) {
  return s.app.fastify.inject({ method: "GET", url: new URL(url).pathname });
}
