import type { CSSProperties } from "react";
import { PictureOutlined } from "@ant-design/icons";

/** A picture on the phone, or the grey placeholder the original shows until one is chosen. */
export function Picture({
  src,
  style,
  alt = "",
}: {
  src?: string;
  style?: CSSProperties;
  alt?: string;
}) {
  if (src)
    return (
      <img
        src={src}
        alt={alt}
        style={{
          display: "block",
          objectFit: "cover",
          width: "100%",
          ...style,
        }}
      />
    );
  return (
    <div
      style={{
        display: "grid",
        placeItems: "center",
        background: "#f3f9ff",
        color: "#bbbfc8",
        fontSize: 24,
        width: "100%",
        ...style,
      }}
      aria-hidden
    >
      <PictureOutlined />
    </div>
  );
}
