import { Image } from "antd";

export interface PicturePreviewProps {
  src: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** antd's large-picture preview over the page, for one picture. */
export function PicturePreview({ src, open, onOpenChange }: PicturePreviewProps) {
  return <Image src={src} style={{ display: "none" }} preview={{ src, visible: open, onVisibleChange: onOpenChange }} />;
}
