import { PNG } from "pngjs";
import { randomInt } from "node:crypto";

/** Geometry of the slider puzzle, shared by the image and the check. */
export const CAPTCHA = {
  width: 310,
  height: 155,
  piece: 44,
  knob: 8,
  /** How far (px) the dropped piece may be from the slot and still pass. */
  tolerance: 5,
};

export interface Puzzle {
  /** Background with the slot cut out, PNG base64. */
  original: string;
  /** Full-height strip holding only the piece at its row, PNG base64. */
  jigsaw: string;
  x: number;
  y: number;
}

const pieceSpan = () => CAPTCHA.piece + CAPTCHA.knob * 2;

/** The jigsaw shape: a square with a round knob on its right edge, relative to its top-left. */
function insidePiece(dx: number, dy: number): boolean {
  const { piece, knob } = CAPTCHA;
  if (dx >= 0 && dx < piece && dy >= knob && dy < knob + piece) return true;
  const cx = piece + knob / 2;
  const cy = knob + piece / 2;
  return (dx - cx) ** 2 + (dy - cy) ** 2 <= knob * knob;
}

function isEdge(dx: number, dy: number): boolean {
  if (!insidePiece(dx, dy)) return false;
  return !insidePiece(dx - 1, dy) || !insidePiece(dx + 1, dy) || !insidePiece(dx, dy - 1) || !insidePiece(dx, dy + 1);
}

/** A random picture: two-colour gradient with soft discs, different every time. */
function paintBackground(png: PNG): void {
  const { width, height } = png;
  const a = [randomInt(40, 200), randomInt(40, 200), randomInt(40, 200)];
  const b = [randomInt(40, 200), randomInt(40, 200), randomInt(40, 200)];
  const discs = Array.from({ length: 14 }, () => ({
    x: randomInt(0, width),
    y: randomInt(0, height),
    r: randomInt(8, 38),
    c: [randomInt(0, 256), randomInt(0, 256), randomInt(0, 256)],
  }));
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const t = (x / width + y / height) / 2;
      let rgb = a.map((v, i) => v * (1 - t) + b[i]! * t);
      for (const d of discs) {
        if ((x - d.x) ** 2 + (y - d.y) ** 2 <= d.r * d.r) rgb = rgb.map((v, i) => v * 0.45 + d.c[i]! * 0.55);
      }
      const o = (y * width + x) * 4;
      png.data[o] = rgb[0]!;
      png.data[o + 1] = rgb[1]!;
      png.data[o + 2] = rgb[2]!;
      png.data[o + 3] = 255;
    }
  }
}

export function generatePuzzle(): Puzzle {
  const { width, height } = CAPTCHA;
  const span = pieceSpan();
  const background = new PNG({ width, height });
  paintBackground(background);
  // Keep the slot clear of the piece's start position on the left.
  const x = randomInt(span + 20, width - span - 4);
  const y = randomInt(2, height - span - 2);

  const jigsaw = new PNG({ width: span, height });
  jigsaw.data.fill(0);
  for (let dy = 0; dy < span; dy++) {
    for (let dx = 0; dx < span; dx++) {
      if (!insidePiece(dx, dy)) continue;
      const src = ((y + dy) * width + (x + dx)) * 4;
      const dst = ((y + dy) * span + dx) * 4;
      const edge = isEdge(dx, dy);
      for (let c = 0; c < 3; c++) {
        jigsaw.data[dst + c] = edge ? 255 : background.data[src + c]!;
        // Darken the slot left behind in the background.
        background.data[src + c] = edge ? 255 : Math.round(background.data[src + c]! * 0.35);
      }
      jigsaw.data[dst + 3] = 255;
    }
  }
  return {
    original: PNG.sync.write(background).toString("base64"),
    jigsaw: PNG.sync.write(jigsaw).toString("base64"),
    x,
    y,
  };
}
