import { useCallback, useState, type ReactNode } from "react";
import { lazyPart, useWarmParts } from "../lazyPart";

// antd's Image (its preview) loads with the first preview, not with every list.
const PicturePreview = lazyPart(() => import("./PicturePreview").then((m) => m.PicturePreview));
const PARTS = [PicturePreview];

/**
 * One large-picture preview for a whole list: `show(src)` opens it, `element` goes once into
 * the page. The antd preview is mounted on the first use only.
 */
export function usePicturePreview(): { show: (src: string) => void; element: ReactNode } {
  const [state, setState] = useState<{ src: string; open: boolean } | null>(null);
  const show = useCallback((src: string) => setState({ src, open: true }), []);
  // Keeps the picture while the preview closes, so it does not blank mid-animation.
  const onOpenChange = useCallback((open: boolean) => setState((was) => (was ? { ...was, open } : was)), []);
  useWarmParts(PARTS);
  const element = state === null ? null : <PicturePreview src={state.src} open={state.open} onOpenChange={onOpenChange} />;
  return { show, element };
}
