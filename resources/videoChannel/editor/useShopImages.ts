import { useCallback } from "react";
import { useRunAction } from "../../../src/widgets/useRunAction";
import { VIDEO } from "../endpoints";
import type { ImgUploadResult } from "../types";

/**
 * WeChat shows only pictures it holds: each library picture is handed over (POST shop/img/upload,
 * by link) and the link WeChat answers is what the draft keeps. A failure was already shown.
 */
export function useShopImages() {
  const { run, pending } = useRunAction();
  const toWechat = useCallback(
    async (urls: readonly string[]) => {
      const out: string[] = [];
      for (const imgUrl of urls) {
        const answer = await run<ImgUploadResult>(VIDEO.catalogue, "imageUpload", { respType: 1, uploadType: 1, imgUrl });
        out.push(answer.img_info.temp_img_url || imgUrl);
      }
      return out;
    },
    [run],
  );
  return { toWechat, pending };
}
