import { EDIT_JPEG_QUALITY } from "./constants";

/** A pixel rectangle of the (rotated) picture, as react-easy-crop reports it. */
export interface PixelArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

export function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    // Library pictures are served by the same site (or a CORS-enabled media domain).
    image.crossOrigin = "anonymous";
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error(`cannot load ${src}`));
    image.src = src;
  });
}

function canvasOf(width: number, height: number) {
  const canvas = document.createElement("canvas");
  canvas.width = Math.max(1, Math.round(width));
  canvas.height = Math.max(1, Math.round(height));
  const context = canvas.getContext("2d");
  if (!context) throw new Error("canvas 2d is not available");
  return { canvas, context };
}

/** A library picture re-encoded as jpeg at 0.8 for editing (spec doc 2 §9). */
export async function toEditableDataUrl(src: string): Promise<string> {
  const image = await loadImage(src);
  const { canvas, context } = canvasOf(image.naturalWidth, image.naturalHeight);
  // jpeg has no transparency: paint white under it.
  context.fillStyle = "#fff";
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(image, 0, 0);
  return canvas.toDataURL("image/jpeg", EDIT_JPEG_QUALITY);
}

/** The bounding box of a width × height picture turned by `rotation` degrees. */
export function rotatedSize(width: number, height: number, rotation: number) {
  const radians = (rotation * Math.PI) / 180;
  return {
    width: Math.abs(Math.cos(radians) * width) + Math.abs(Math.sin(radians) * height),
    height: Math.abs(Math.sin(radians) * width) + Math.abs(Math.cos(radians) * height),
  };
}

/** The picture turned by `rotation`, cut to `area` (none = the whole turned picture), as png. */
export async function renderPng(src: string, area: PixelArea | null, rotation: number): Promise<Blob> {
  const image = await loadImage(src);
  const box = rotatedSize(image.naturalWidth, image.naturalHeight, rotation);
  const whole = canvasOf(box.width, box.height);
  whole.context.translate(whole.canvas.width / 2, whole.canvas.height / 2);
  whole.context.rotate((rotation * Math.PI) / 180);
  whole.context.drawImage(image, -image.naturalWidth / 2, -image.naturalHeight / 2);
  let output = whole.canvas;
  if (area) {
    const cut = canvasOf(area.width, area.height);
    cut.context.drawImage(
      whole.canvas,
      Math.round(area.x),
      Math.round(area.y),
      cut.canvas.width,
      cut.canvas.height,
      0,
      0,
      cut.canvas.width,
      cut.canvas.height,
    );
    output = cut.canvas;
  }
  return new Promise((resolve, reject) =>
    output.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("png encoding failed"))), "image/png"),
  );
}

/** The cropped picture as an upload: a png named by the timestamp. */
export const timestampPng = (blob: Blob, now = Date.now()) => new File([blob], `${now}.png`, { type: "image/png" });

/** Saves a blob through the browser. */
export function downloadBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
