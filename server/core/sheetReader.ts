/**
 * Reads the first sheet of an uploaded .xlsx in a worker thread, so a hostile file cannot stall
 * the server: before the sheet is parsed, the worker checks the zip's declared sizes and then
 * inflates every entry under a byte budget (declared sizes can lie), and the worker is ended
 * when it takes too long. A small "zip bomb" used to freeze every request for minutes.
 */
import { Worker } from "node:worker_threads";
import { createRequire } from "node:module";
import { badRequest } from "./errors.js";

export interface SheetLimits {
  /** Bytes all entries of the zip may inflate to together. */
  maxUnzippedBytes: number;
  /** Milliseconds the whole read may take. */
  timeoutMs: number;
}

export const DEFAULT_SHEET_LIMITS: SheetLimits = { maxUnzippedBytes: 20 * 1024 * 1024, timeoutMs: 10_000 };

type WorkerAnswer = { rows: unknown[][] } | { error: "tooLarge" | "unreadable" };

// The worker runs as CommonJS source of its own, so the server's bundler has nothing to emit for it.
const WORKER_SOURCE = String.raw`
const { parentPort, workerData } = require("node:worker_threads");
const zlib = require("node:zlib");

class TooLarge extends Error {}

/** Every entry's inflated size, checked against the budget while inflating. */
function checkUnzippedSize(zip, budget) {
  let end = -1;
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 65557); i--) {
    if (zip.readUInt32LE(i) === 0x06054b50) { end = i; break; }
  }
  if (end < 0) throw new Error("not a zip");
  const entries = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  let declared = 0;
  const parts = [];
  for (let n = 0; n < entries; n++) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error("broken central directory");
    const method = zip.readUInt16LE(at + 10);
    const packed = zip.readUInt32LE(at + 20);
    const size = zip.readUInt32LE(at + 24);
    const local = zip.readUInt32LE(at + 42);
    // Zip64 markers: sizes beyond 4 GB are never a spreadsheet we take.
    if (packed === 0xffffffff || size === 0xffffffff) throw new TooLarge();
    declared += size;
    if (declared > budget) throw new TooLarge();
    parts.push({ method, packed, local });
    at += 46 + zip.readUInt16LE(at + 28) + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  let actual = 0;
  for (const part of parts) {
    if (zip.readUInt32LE(part.local) !== 0x04034b50) throw new Error("broken local header");
    const start = part.local + 30 + zip.readUInt16LE(part.local + 26) + zip.readUInt16LE(part.local + 28);
    const data = zip.subarray(start, start + part.packed);
    if (part.method === 0) actual += data.length;
    else if (part.method === 8) {
      try {
        actual += zlib.inflateRawSync(data, { maxOutputLength: budget - actual + 1 }).length;
      } catch (error) {
        if (error && error.code === "ERR_BUFFER_TOO_LARGE") throw new TooLarge();
        throw error;
      }
    } else throw new Error("unknown compression");
    if (actual > budget) throw new TooLarge();
  }
}

(async () => {
  const zip = Buffer.from(workerData.file);
  try {
    checkUnzippedSize(zip, workerData.maxUnzippedBytes);
    const { readSheet } = require(workerData.readerPath);
    parentPort.postMessage({ rows: await readSheet(zip) });
  } catch (error) {
    parentPort.postMessage({ error: error instanceof TooLarge ? "tooLarge" : "unreadable" });
  }
})();
`;

const readerPath = createRequire(import.meta.url).resolve("read-excel-file/node");

function runWorker(file: Buffer, limits: SheetLimits): Promise<WorkerAnswer | "timeout"> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { file, readerPath, maxUnzippedBytes: limits.maxUnzippedBytes },
      // The parsed rows of a file within the byte budget fit well inside this.
      resourceLimits: { maxOldGenerationSizeMb: 256 },
    });
    const timer = setTimeout(() => {
      void worker.terminate();
      resolve("timeout");
    }, limits.timeoutMs);
    worker.once("message", (answer: WorkerAnswer) => {
      clearTimeout(timer);
      void worker.terminate();
      resolve(answer);
    });
    worker.once("error", (error) => {
      clearTimeout(timer);
      // Out of its memory limit: as much a refused file as one too large to unzip.
      if ((error as { code?: string }).code === "ERR_WORKER_OUT_OF_MEMORY") resolve({ error: "tooLarge" });
      else reject(error);
    });
  });
}

/** The rows of the first sheet; a 400 for a file that is no .xlsx, unzips too large or takes too long. */
export async function readFirstSheet(file: Buffer, limits: SheetLimits = DEFAULT_SHEET_LIMITS): Promise<unknown[][]> {
  const answer = await runWorker(file, limits);
  if (answer === "timeout") throw badRequest("Excel文件解析超时，请减少行数后重试");
  if ("rows" in answer) return answer.rows;
  if (answer.error === "tooLarge") throw badRequest(`Excel文件解压后超过 ${Math.round(limits.maxUnzippedBytes / 1024 / 1024)} MB，请拆分后导入`);
  throw badRequest("请提交正确的excel文件（.xlsx）");
}
