import { describe, expect, test } from "vitest";
import { PNG } from "pngjs";
import { CAPTCHA, generatePuzzle } from "../../server/areas/session/captchaImage.js";

const span = CAPTCHA.piece + CAPTCHA.knob * 2;
const pixels = (base64: string) => PNG.sync.read(Buffer.from(base64, "base64"));
const luminance = (png: PNG, x: number, y: number) => {
  const o = (y * png.width + x) * 4;
  return png.data[o]! * 0.299 + png.data[o + 1]! * 0.587 + png.data[o + 2]! * 0.114;
};

/** The attack the old picture fell to: the column with most pure-white pixels is the slot's edge. */
function whiteOutlineSolver(png: PNG): number | undefined {
  let best: number | undefined;
  let most = 0;
  for (let x = 0; x < png.width; x++) {
    let white = 0;
    for (let y = 0; y < png.height; y++) {
      const o = (y * png.width + x) * 4;
      if (png.data[o] === 255 && png.data[o + 1] === 255 && png.data[o + 2] === 255) white++;
    }
    if (white > most) [most, best] = [white, x];
  }
  return best;
}

/** A stronger one: knowing the row from the piece's strip, the darkest piece-sized window in it. */
function darkestWindowSolver(png: PNG, y: number): number {
  let best = 0;
  let darkest = Infinity;
  for (let x = span + 20; x < png.width - span; x++) {
    let sum = 0;
    for (let dy = CAPTCHA.knob; dy < CAPTCHA.knob + CAPTCHA.piece; dy += 2) for (let dx = 0; dx < CAPTCHA.piece; dx += 2) sum += luminance(png, x + dx, y + dy);
    if (sum < darkest) [darkest, best] = [sum, x];
  }
  return best;
}

const solved = (found: number | undefined, x: number) => found !== undefined && Math.abs(found - x) <= CAPTCHA.tolerance;

describe("the slider puzzle is not solved by a few lines of code", () => {
  const puzzles = Array.from({ length: 40 }, () => generatePuzzle());

  test("no pure-white outline marks the slot", () => {
    const wins = puzzles.filter((p) => solved(whiteOutlineSolver(pixels(p.original)), p.x)).length;
    expect(wins).toBeLessThanOrEqual(4);
  });

  test("a decoy as dark as the slot stands in the same row", () => {
    const wins = puzzles.filter((p) => solved(darkestWindowSolver(pixels(p.original), p.y), p.x)).length;
    // Two equally dark cut-outs: about half; the old picture gave every one.
    expect(wins).toBeLessThan(30);
  });

  test("the piece's strip holds only the piece, at the slot's row", () => {
    const p = puzzles[0]!;
    const strip = pixels(p.jigsaw);
    const rows = new Set<number>();
    for (let y = 0; y < strip.height; y++) for (let x = 0; x < strip.width; x++) if (strip.data[(y * strip.width + x) * 4 + 3]! > 0) rows.add(y);
    expect(Math.min(...rows)).toBe(p.y + CAPTCHA.knob);
    expect(Math.max(...rows)).toBeLessThan(p.y + span);
  });
});
