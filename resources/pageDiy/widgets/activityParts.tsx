/** What the flash-sale and group-buy strips share: the title picture and the goods placeholder. */
import { useState } from "react";

/** The strip's title picture (a platform preset unless replaced); its text stands in while there is none or it fails. */
export function TitlePicture({
  url,
  text,
  width,
}: {
  url: string;
  text: string;
  width: number;
}) {
  const [failed, setFailed] = useState<string>();
  if (url && failed !== url)
    return (
      <img
        src={url}
        alt={text}
        style={{ width, height: 16, objectFit: "contain" }}
        onError={() => setFailed(url)}
      />
    );
  return (
    <strong style={{ fontStyle: "italic", whiteSpace: "nowrap" }}>
      {text}
    </strong>
  );
}

/** Said in a strip without goods. */
export function NoActivityGoods({ text }: { text: string }) {
  return (
    <div
      style={{
        padding: 16,
        color: "#999",
        background: "#fff",
        borderRadius: 6,
      }}
    >
      {text}
    </div>
  );
}
