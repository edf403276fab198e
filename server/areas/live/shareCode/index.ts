/**
 * A room's share code (GET mp/live/room/getsharecode/{id}): the live player's page path, its
 * QR code and a poster, written once under the media root and served from there.
 */
import { mkdir, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { IMAGE_ROOT, storedFileLocation } from "../../library/storage.js";
import { posterPng, qrPng } from "./pictures.js";
import { encodeQr } from "./qrCode.js";

/** The live player plugin's page of a WeChat room (what WeChat's shared code opens). */
export const livePagePath = (wechatRoomId: number) => `plugin-private://wx2b03c6e691cd7370/pages/live-player-plugin?room_id=${wechatRoomId}`;

const exists = (location: string) =>
  stat(location).then(
    () => true,
    () => false,
  );

async function writeOnce(dataDir: string, storedPath: string, draw: () => Buffer): Promise<void> {
  const location = storedFileLocation(dataDir, storedPath);
  if (!location) throw new Error(`not a storage path: ${storedPath}`);
  if (await exists(location)) return;
  await mkdir(path.dirname(location), { recursive: true });
  await writeFile(location, draw());
}

/** Stored paths of the code and the poster of a WeChat room, drawn if not there yet. */
export async function shareCodeFiles(dataDir: string, wechatRoomId: number): Promise<{ pagePath: string; code: string; poster: string }> {
  const pagePath = livePagePath(wechatRoomId);
  const modules = encodeQr(pagePath);
  const base = `${IMAGE_ROOT}/public/live/sharecode/room-${wechatRoomId}`;
  const code = `${base}-code.png`;
  const poster = `${base}-poster.png`;
  await writeOnce(dataDir, code, () => qrPng(modules));
  await writeOnce(dataDir, poster, () => posterPng(modules));
  return { pagePath, code, poster };
}
