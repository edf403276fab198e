/**
 * The share code's two pictures, drawn with pngjs: the QR code alone, and a poster (the shop's
 * colour band, a white card, the QR code in its middle) such as WeChat hands out for sharing.
 */
import { PNG } from "pngjs";

type Rgb = readonly [number, number, number];
const DARK: Rgb = [17, 17, 17];
const WHITE: Rgb = [255, 255, 255];
const BRAND: Rgb = [233, 51, 35];
const BRAND_LIGHT: Rgb = [255, 122, 69];
const PAPER: Rgb = [245, 246, 248];

function fill(png: PNG, x0: number, y0: number, width: number, height: number, colour: (x: number, y: number) => Rgb) {
  for (let y = Math.max(0, y0); y < Math.min(png.height, y0 + height); y++)
    for (let x = Math.max(0, x0); x < Math.min(png.width, x0 + width); x++) {
      const i = (png.width * y + x) * 4;
      const [r, g, b] = colour(x, y);
      png.data[i] = r;
      png.data[i + 1] = g;
      png.data[i + 2] = b;
      png.data[i + 3] = 255;
    }
}

/** Draws the modules at (x, y), `scale` px each, with a four-module quiet zone around them. */
function drawQr(png: PNG, modules: boolean[][], x: number, y: number, scale: number) {
  const side = (modules.length + 8) * scale;
  fill(png, x, y, side, side, () => WHITE);
  modules.forEach((row, my) =>
    row.forEach((dark, mx) => {
      if (dark) fill(png, x + (mx + 4) * scale, y + (my + 4) * scale, scale, scale, () => DARK);
    }),
  );
}

export const qrSide = (modules: boolean[][], scale: number) => (modules.length + 8) * scale;

/** The QR code as a PNG file. */
export function qrPng(modules: boolean[][], scale = 8): Buffer {
  const side = qrSide(modules, scale);
  const png = new PNG({ width: side, height: side });
  drawQr(png, modules, 0, 0, scale);
  return PNG.sync.write(png);
}

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [0, 1, 2].map((i) => Math.round(a[i]! + (b[i]! - a[i]!) * t)) as unknown as Rgb;

/** A 600 × 900 poster: a gradient band, a white card and the QR code centred on it. */
export function posterPng(modules: boolean[][]): Buffer {
  const width = 600;
  const height = 900;
  const png = new PNG({ width, height });
  fill(png, 0, 0, width, height, () => PAPER);
  fill(png, 0, 0, width, 360, (x, y) => mix(BRAND, BRAND_LIGHT, (x + y) / (width + 360)));
  const scale = Math.floor(400 / (modules.length + 8));
  const side = qrSide(modules, scale);
  const cardX = 60;
  const cardY = 200;
  fill(png, cardX, cardY, width - 2 * cardX, 620, () => WHITE);
  // A thin brand line across the card's top, as a ticket's edge.
  fill(png, cardX, cardY, width - 2 * cardX, 8, () => BRAND);
  drawQr(png, modules, Math.floor((width - side) / 2), cardY + 80, scale);
  return PNG.sync.write(png);
}
