import { memo } from "react";
import { useTranslation } from "react-i18next";
import "./listCells.css";

interface ThumbnailProps {
  src: string | null | undefined;
  /** Side of the square, px. */
  size?: number;
  /** Opens the picture large (see usePicturePreview); without it the thumbnail is not a button. */
  onPreview?: (src: string) => void;
  /** What the picture shows (the product's name): its alternative text; none for decoration. */
  label?: string;
}

/**
 * A list thumbnail: a plain lazily-loaded <img>. Every row's antd Image would mount its own
 * preview machinery; one page-wide preview (usePicturePreview) serves them all instead.
 */
export const Thumbnail = memo(function Thumbnail({ src, size = 40, onPreview, label }: ThumbnailProps) {
  const { t } = useTranslation();
  if (!src) return <span className="cell-thumb" style={{ width: size, height: size }} aria-hidden />;
  const img = <img src={src} width={size} height={size} loading="lazy" decoding="async" alt={label ?? ""} />;
  if (!onPreview) return <span className="cell-thumb">{img}</span>;
  return (
    <button
      type="button"
      className="cell-thumb"
      onClick={() => onPreview(src)}
      aria-label={label ? t("widgets.thumbnail.openNamed", { name: label }) : t("widgets.thumbnail.open")}
    >
      {img}
    </button>
  );
});
