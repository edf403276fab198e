import { useCallback, useState, type ReactNode } from "react";
import { Image } from "antd";

/**
 * One large-picture preview for a whole list: `show(src)` opens it, `element` goes once into
 * the page. The antd preview is mounted on the first use only.
 */
export function usePicturePreview(): { show: (src: string) => void; element: ReactNode } {
  const [state, setState] = useState<{ src: string; open: boolean } | null>(null);
  const show = useCallback((src: string) => setState({ src, open: true }), []);
  const element =
    state === null ? null : (
      <Image
        src={state.src}
        style={{ display: "none" }}
        preview={{
          src: state.src,
          visible: state.open,
          // Keeps the picture while the preview closes, so it does not blank mid-animation.
          onVisibleChange: (open) => setState((was) => (was ? { ...was, open } : was)),
        }}
      />
    );
  return { show, element };
}
