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

type Shape = (dx: number, dy: number) => boolean;

/** The jigsaw shape: a square with a round knob on its right edge, relative to its top-left. */
const insidePiece: Shape = (dx, dy) => {
  const { piece, knob } = CAPTCHA;
  if (dx >= 0 && dx < piece && dy >= knob && dy < knob + piece) return true;
  return (dx - (piece + knob / 2)) ** 2 + (dy - (knob + piece / 2)) ** 2 <= knob * knob;
};

/**
 * A decoy slot of the same size and darkness in the same row, with its knob below instead: a
 * person matches the piece's outline, while a program that looks for the dark cut-out finds two.
 */
const insideDecoy: Shape = (dx, dy) => {
  const { piece, knob } = CAPTCHA;
  if (dx >= 0 && dx < piece && dy >= knob && dy < knob + piece) return true;
  return (dx - piece / 2) ** 2 + (dy - (knob + piece)) ** 2 <= knob * knob;
};

const isEdge = (inside: Shape, dx: number, dy: number) =>
  inside(dx, dy) && (!inside(dx - 1, dy) || !inside(dx + 1, dy) || !inside(dx, dy - 1) || !inside(dx, dy + 1));

/** A little grain, so that no exact colour or ratio marks where a slot was cut. */
const grain = () => randomInt(-7, 8);
const clamp = (v: number) => Math.max(0, Math.min(250, Math.round(v)));

/**
 * Cuts a slot into the background: a light, grainy rim over the picture and a darkened inside
 * whose darkness varies pixel by pixel (a pure white rim and one exact factor made it findable
 * by a few lines of code). Calls `keep` with each inside pixel's original colour.
 */
function cutSlot(background: PNG, inside: Shape, x: number, y: number, keep?: (dx: number, dy: number, offset: number) => void) {
  const span = pieceSpan();
  for (let dy = 0; dy < span; dy++) {
    for (let dx = 0; dx < span; dx++) {
      if (!inside(dx, dy)) continue;
      const src = ((y + dy) * background.width + (x + dx)) * 4;
      keep?.(dx, dy, src);
      const rim = isEdge(inside, dx, dy);
      const darken = 0.42 + Math.random() * 0.16;
      for (let c = 0; c < 3; c++) {
        const v = background.data[src + c]!;
        background.data[src + c] = clamp(rim ? v * 0.45 + 200 + grain() : v * darken + grain());
      }
    }
  }
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
      const noise = grain();
      png.data[o] = clamp(rgb[0]! + noise);
      png.data[o + 1] = clamp(rgb[1]! + noise);
      png.data[o + 2] = clamp(rgb[2]! + noise);
      png.data[o + 3] = 255;
    }
  }
}

/** Where the decoy goes: in the slot's row, clear of the slot and of the piece's start. */
function decoyX(slotX: number): number {
  const span = pieceSpan();
  const low = span + 20;
  const high = CAPTCHA.width - span - 4;
  const places = [];
  for (let x = low; x < high; x++) if (Math.abs(x - slotX) >= span + 4) places.push(x);
  return places[randomInt(0, places.length)]!;
}

export function generatePuzzle(): Puzzle {
  const { width, height } = CAPTCHA;
  const span = pieceSpan();
  const background = new PNG({ width, height });
  paintBackground(background);
  // Keep the slot clear of the piece's start position on the left.
  const x = randomInt(span + 20, width - span - 4);
  const y = randomInt(2, height - span - 2);

  // Original colours of the piece, read before the slot is cut; the piece's rim is light too.
  const jigsaw = new PNG({ width: span, height });
  jigsaw.data.fill(0);
  const original = Buffer.from(background.data);
  cutSlot(background, insidePiece, x, y, (dx, dy, src) => {
    const dst = ((y + dy) * span + dx) * 4;
    const rim = isEdge(insidePiece, dx, dy);
    for (let c = 0; c < 3; c++) jigsaw.data[dst + c] = clamp(rim ? original[src + c]! * 0.45 + 200 + grain() : original[src + c]!);
    jigsaw.data[dst + 3] = 255;
  });
  cutSlot(background, insideDecoy, decoyX(x), y);
  return {
    original: PNG.sync.write(background).toString("base64"),
    jigsaw: PNG.sync.write(jigsaw).toString("base64"),
    x,
    y,
  };
}
