/**
 * A QR code encoder (ISO/IEC 18004): byte mode, error correction level M, versions 1–6 (up to
 * 106 bytes — a live room's page path needs about 80). The share code is made here so the
 * server never calls out. Returns the module matrix: `true` is a dark module.
 */

/** Level-M block layout per version: data codewords per block, blocks, EC codewords per block. */
const LAYOUT: Record<number, { data: number; blocks: number; ec: number; align?: number }> = {
  1: { data: 16, blocks: 1, ec: 10 },
  2: { data: 28, blocks: 1, ec: 16, align: 18 },
  3: { data: 44, blocks: 1, ec: 26, align: 22 },
  4: { data: 32, blocks: 2, ec: 18, align: 26 },
  5: { data: 43, blocks: 2, ec: 24, align: 30 },
  6: { data: 27, blocks: 4, ec: 16, align: 34 },
};

const gfMultiply = (x: number, y: number): number => {
  let z = 0;
  for (let i = 7; i >= 0; i--) {
    z = (z << 1) ^ ((z >>> 7) * 0x11d);
    z ^= ((y >>> i) & 1) * x;
  }
  return z;
};

function rsDivisor(degree: number): number[] {
  const result = Array<number>(degree - 1).fill(0).concat(1);
  let root = 1;
  for (let i = 0; i < degree; i++) {
    for (let j = 0; j < result.length; j++) {
      result[j] = gfMultiply(result[j]!, root);
      if (j + 1 < result.length) result[j]! ^= result[j + 1]!;
    }
    root = gfMultiply(root, 0x02);
  }
  return result;
}

function rsRemainder(data: readonly number[], divisor: readonly number[]): number[] {
  const result = divisor.map(() => 0);
  for (const byte of data) {
    const factor = byte ^ result.shift()!;
    result.push(0);
    divisor.forEach((coef, i) => (result[i]! ^= gfMultiply(coef, factor)));
  }
  return result;
}

/** Mode, length, bytes, terminator and padding, as codewords. */
function dataCodewords(bytes: Uint8Array, capacity: number): number[] {
  const bits: number[] = [];
  const push = (value: number, length: number) => {
    for (let i = length - 1; i >= 0; i--) bits.push((value >>> i) & 1);
  };
  push(0b0100, 4);
  push(bytes.length, 8);
  for (const b of bytes) push(b, 8);
  push(0, Math.min(4, capacity * 8 - bits.length));
  push(0, (8 - (bits.length % 8)) % 8);
  const words: number[] = [];
  for (let i = 0; i < bits.length; i += 8) words.push(bits.slice(i, i + 8).reduce((acc, bit) => (acc << 1) | bit, 0));
  for (let pad = 0xec; words.length < capacity; pad ^= 0xec ^ 0x11) words.push(pad);
  return words;
}

/** Data and error correction codewords, interleaved across the blocks. */
function allCodewords(bytes: Uint8Array, version: number): number[] {
  const { data, blocks, ec } = LAYOUT[version]!;
  const words = dataCodewords(bytes, data * blocks);
  const divisor = rsDivisor(ec);
  const parts = Array.from({ length: blocks }, (_, b) => {
    const block = words.slice(b * data, (b + 1) * data);
    return block.concat(rsRemainder(block, divisor));
  });
  const out: number[] = [];
  for (let i = 0; i < data + ec; i++) for (const part of parts) out.push(part[i]!);
  return out;
}

const MASKS: ((x: number, y: number) => boolean)[] = [
  (x, y) => (x + y) % 2 === 0,
  (_, y) => y % 2 === 0,
  (x) => x % 3 === 0,
  (x, y) => (x + y) % 3 === 0,
  (x, y) => (Math.floor(x / 3) + Math.floor(y / 2)) % 2 === 0,
  (x, y) => ((x * y) % 2) + ((x * y) % 3) === 0,
  (x, y) => (((x * y) % 2) + ((x * y) % 3)) % 2 === 0,
  (x, y) => (((x + y) % 2) + ((x * y) % 3)) % 2 === 0,
];

class Matrix {
  readonly modules: boolean[][];
  readonly reserved: boolean[][];
  constructor(readonly size: number) {
    this.modules = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
    this.reserved = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
  }
  fixed(x: number, y: number, dark: boolean) {
    this.modules[y]![x] = dark;
    this.reserved[y]![x] = true;
  }
  finder(cx: number, cy: number) {
    for (let dy = -4; dy <= 4; dy++)
      for (let dx = -4; dx <= 4; dx++) {
        const x = cx + dx;
        const y = cy + dy;
        const dist = Math.max(Math.abs(dx), Math.abs(dy));
        if (x >= 0 && y >= 0 && x < this.size && y < this.size) this.fixed(x, y, dist !== 2 && dist !== 4);
      }
  }
  alignment(cx: number, cy: number) {
    for (let dy = -2; dy <= 2; dy++) for (let dx = -2; dx <= 2; dx++) this.fixed(cx + dx, cy + dy, Math.max(Math.abs(dx), Math.abs(dy)) !== 1);
  }
  format(mask: number) {
    const data = mask; // level M = 0b00
    let rem = data;
    for (let i = 0; i < 10; i++) rem = (rem << 1) ^ ((rem >>> 9) * 0x537);
    const bits = ((data << 10) | rem) ^ 0x5412;
    const bit = (i: number) => ((bits >>> i) & 1) === 1;
    const last = this.size - 1;
    for (let i = 0; i <= 5; i++) this.fixed(8, i, bit(i));
    this.fixed(8, 7, bit(6));
    this.fixed(8, 8, bit(7));
    this.fixed(7, 8, bit(8));
    for (let i = 9; i < 15; i++) this.fixed(14 - i, 8, bit(i));
    for (let i = 0; i < 8; i++) this.fixed(last - i, 8, bit(i));
    for (let i = 8; i < 15; i++) this.fixed(8, this.size - 15 + i, bit(i));
    this.fixed(8, this.size - 8, true);
  }
}

function functionPatterns(version: number): Matrix {
  const matrix = new Matrix(17 + 4 * version);
  const last = matrix.size - 1;
  for (let i = 0; i < matrix.size; i++) {
    matrix.fixed(6, i, i % 2 === 0);
    matrix.fixed(i, 6, i % 2 === 0);
  }
  matrix.finder(3, 3);
  matrix.finder(last - 3, 3);
  matrix.finder(3, last - 3);
  const align = LAYOUT[version]!.align;
  if (align) matrix.alignment(align, align);
  matrix.format(0); // reserves the format areas; written again once the mask is chosen
  return matrix;
}

function placeData(matrix: Matrix, words: readonly number[]): void {
  const total = words.length * 8;
  let i = 0;
  for (let right = matrix.size - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5;
    for (let vert = 0; vert < matrix.size; vert++)
      for (let j = 0; j < 2; j++) {
        const x = right - j;
        const upward = ((right + 1) & 2) === 0;
        const y = upward ? matrix.size - 1 - vert : vert;
        if (!matrix.reserved[y]![x] && i < total) {
          matrix.modules[y]![x] = ((words[i >>> 3]! >>> (7 - (i & 7))) & 1) === 1;
          i++;
        }
      }
  }
}

function applyMask(matrix: Matrix, mask: number): boolean[][] {
  return matrix.modules.map((row, y) => row.map((dark, x) => (matrix.reserved[y]![x] ? dark : dark !== MASKS[mask]!(x, y))));
}

/** Rules 1, 2 and 4 of the standard's mask penalty (enough to avoid the worst masks). */
function penalty(modules: boolean[][]): number {
  const size = modules.length;
  let score = 0;
  const runs = (line: boolean[]) => {
    let run = 1;
    for (let i = 1; i <= line.length; i++) {
      if (i < line.length && line[i] === line[i - 1]) run++;
      else {
        if (run >= 5) score += 3 + (run - 5);
        run = 1;
      }
    }
  };
  for (let y = 0; y < size; y++) runs(modules[y]!);
  for (let x = 0; x < size; x++) runs(modules.map((row) => row[x]!));
  for (let y = 0; y < size - 1; y++)
    for (let x = 0; x < size - 1; x++) {
      const c = modules[y]![x];
      if (c === modules[y]![x + 1] && c === modules[y + 1]![x] && c === modules[y + 1]![x + 1]) score += 3;
    }
  const dark = modules.reduce((sum, row) => sum + row.filter(Boolean).length, 0);
  score += Math.floor(Math.abs((dark * 20) / (size * size) - 10)) * 10;
  return score;
}

/** The modules of a QR code holding `text` (UTF-8); throws when it needs more than version 6. */
export function encodeQr(text: string): boolean[][] {
  const bytes = new TextEncoder().encode(text);
  const version = Object.keys(LAYOUT)
    .map(Number)
    .find((v) => LAYOUT[v]!.data * LAYOUT[v]!.blocks >= bytes.length + 2);
  if (!version) throw new Error(`QR text too long (${bytes.length} bytes)`);
  const matrix = functionPatterns(version);
  placeData(matrix, allCodewords(bytes, version));
  let best: { modules: boolean[][]; score: number; mask: number } | undefined;
  for (let mask = 0; mask < MASKS.length; mask++) {
    matrix.format(mask);
    const modules = applyMask(matrix, mask);
    const score = penalty(modules);
    if (!best || score < best.score) best = { modules, score, mask };
  }
  matrix.format(best!.mask);
  return applyMask(matrix, best!.mask);
}
