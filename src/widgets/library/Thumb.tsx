import { useState, type CSSProperties } from "react";
import { useTranslation } from "react-i18next";
import { VIDEO_ATT_TYPE } from "./constants";

export interface ThumbProps {
  src: string;
  alt?: string;
  size: number | string;
  /** `video/mp4` shows a video frame instead of a picture. */
  attType?: string;
  style?: CSSProperties;
}

/** One picture (or video) tile: loads lazily; a picture that cannot load says so. */
export function Thumb({ src, alt = "", size, attType, style }: ThumbProps) {
  const { t } = useTranslation();
  // Remembers which source failed, so a new source gets its own try.
  const [failedSrc, setFailedSrc] = useState<string>();
  const failed = failedSrc === src;
  const box: CSSProperties = {
    width: size,
    height: size,
    objectFit: "contain",
    display: "block",
    background: "#f5f5f5",
    ...style,
  };
  if (attType === VIDEO_ATT_TYPE) return <video src={src} preload="metadata" muted style={box} />;
  if (failed || !src) {
    return (
      <div
        style={{
          ...box,
          display: "grid",
          placeItems: "center",
          color: "#999",
          fontSize: 12,
          textAlign: "center",
        }}
        role="img"
        aria-label={alt}
      >
        {t("library.messages.loadFailed")}
      </div>
    );
  }
  return <img src={src} alt={alt} loading="lazy" decoding="async" style={box} onError={() => setFailedSrc(src)} draggable={false} />;
}
