import { useCallback } from "react";
import { useRunAction } from "../../../src/widgets/useRunAction";
import { LIVE } from "../endpoints";
import type { WechatMedia } from "../types";

/**
 * Turns a library picture into the WeChat media id the goods and room forms send with it
 * (POST mp/media/uploadlocal). A failure was already shown; the promise rejects.
 */
export function useMediaId() {
  const { run, pending } = useRunAction();
  const toMediaId = useCallback(async (imagePath: string) => (await run<WechatMedia>(LIVE.media, "uploadLocal", { type: "image", imagePath })).mediaId, [run]);
  return { toMediaId, pending };
}
