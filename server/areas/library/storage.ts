/**
 * Where uploads live: `<dataDir>/crmebimage/…` (images) and `<dataDir>/uploadf/…` (other
 * files), served back at `/crmebimage/…` and `/uploadf/…` — the stored relative path is
 * the URL path. Uploads land in `<dataDir>/tmp` first and are moved only once accepted.
 */
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import { mkdir, open, rename, rm } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import type { FastifyInstance } from "fastify";
import fastifyStatic from "@fastify/static";
import { formatDateTime } from "../../core/format.js";

export const IMAGE_ROOT = "crmebimage";
export const FILE_ROOT = "uploadf";
export type StorageRoot = typeof IMAGE_ROOT | typeof FILE_ROOT;
const ROOTS: readonly StorageRoot[] = [IMAGE_ROOT, FILE_ROOT];

const tmpDir = (dataDir: string) => path.join(dataDir, "tmp");

/** `<root>/public/<model>/yyyy/MM/dd/<random>.<ext>` (dates in GMT+8, as the backend). */
export function newStoredPath(root: StorageRoot, model: string, ext: string): string {
  const day = formatDateTime().slice(0, 10).replace(/-/g, "/");
  return `${root}/public/${model}/${day}/${randomUUID().replace(/-/g, "")}.${ext}`;
}

/** Absolute location of a stored path, or undefined when it is not one of ours (or escapes its root). */
export function storedFileLocation(dataDir: string, storedPath: string): string | undefined {
  const root = ROOTS.find((r) => storedPath.startsWith(`${r}/`));
  if (!root) return undefined;
  const rootDir = path.resolve(dataDir, root);
  const location = path.resolve(dataDir, storedPath);
  return location.startsWith(rootDir + path.sep) ? location : undefined;
}

export interface TempUpload {
  tempPath: string;
  /** Bytes received (all of them, even past the cap). */
  size: number;
}

/**
 * Streams an upload into a temp file. Only the first `capBytes` are written: anything
 * larger is refused anyway, but the whole stream is still counted so the refusal can
 * say how large the file was. The temp file is removed if receiving fails.
 */
export async function receiveToTemp(dataDir: string, stream: Readable, capBytes: number): Promise<TempUpload> {
  await mkdir(tmpDir(dataDir), { recursive: true });
  const tempPath = path.join(tmpDir(dataDir), `upload-${randomUUID()}`);
  const handle = await open(tempPath, "wx");
  let size = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      const room = capBytes - size;
      if (room > 0) await handle.write(room >= chunk.length ? chunk : chunk.subarray(0, room));
      size += chunk.length;
    }
  } catch (error) {
    await handle.close();
    await discard(tempPath);
    throw error;
  }
  await handle.close();
  return { tempPath, size };
}

/** Moves an accepted temp file to its stored path. */
export async function placeFile(dataDir: string, tempPath: string, storedPath: string): Promise<void> {
  const location = storedFileLocation(dataDir, storedPath);
  if (!location) throw new Error(`not a storage path: ${storedPath}`);
  await mkdir(path.dirname(location), { recursive: true });
  await rename(tempPath, location);
}

/** Removes a file if it exists; never throws (clean-up paths must not hide the first error). */
export async function discard(location: string): Promise<void> {
  await rm(location, { force: true }).catch(() => undefined);
}

/** Removes stored files; paths that are not ours (seeded `/static/…` pictures) are left alone. */
export async function removeStoredFiles(dataDir: string, storedPaths: string[]): Promise<void> {
  for (const storedPath of storedPaths) {
    const location = storedFileLocation(dataDir, storedPath);
    if (location) await discard(location);
  }
}

/**
 * Serves both roots. Each lives in its own prefixed scope whose not-found answer is a
 * plain 404, so a deleted picture is not answered with the console page or an envelope.
 * Stored names are random and never rewritten, so they may be cached for long.
 */
export function registerMediaStatic(app: FastifyInstance, dataDir: string): void {
  for (const root of ROOTS) {
    const dir = path.resolve(dataDir, root);
    fs.mkdirSync(dir, { recursive: true });
    void app.register(
      async (scope) => {
        scope.setNotFoundHandler((_request, reply) => reply.code(404).type("text/plain").send("Not Found"));
        await scope.register(fastifyStatic, {
          root: dir,
          prefix: "/",
          // The console's static plugin (app.ts) already decorates the reply.
          decorateReply: false,
          index: false,
          maxAge: "30d",
          immutable: true,
          // Stored files are served only as the type their name says, never sniffed into HTML.
          setHeaders: (response) => response.setHeader("X-Content-Type-Options", "nosniff"),
        });
      },
      { prefix: `/${root}` },
    );
  }
}

/** Reads a stream to its end without keeping anything (an upload that is refused before storing). */
export async function drain(stream: Readable): Promise<void> {
  for await (const chunk of stream as AsyncIterable<Buffer>) void chunk;
}
