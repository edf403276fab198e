/** The `CommonResult` envelope of contract §1.4 and the `CommonPage` of §1.5. */
export interface Envelope<T = unknown> {
  code: number;
  message: string | null;
  data: T;
}

export interface Page<T> {
  page: number;
  limit: number;
  totalPage: number;
  total: number;
  list: T[];
}

export const success = <T>(data: T): Envelope<T> => ({ code: 200, message: null, data });

export const failure = (code: number, message: string): Envelope<null> => ({ code, message, data: null });

export function toPage<T>(list: T[], total: number, page: number, limit: number): Page<T> {
  return { page, limit, total, totalPage: limit > 0 ? Math.ceil(total / limit) : 0, list };
}

/**
 * Data already serialized to JSON. Answers that are cached (menus, product pages) are kept in
 * this form, so a hit costs neither a JSON.stringify of the whole tree nor its UTF-8 encoding.
 */
const ENVELOPE_START = '{"code":200,"message":null,"data":';
const ENVELOPE_END = 0x7d; // "}"

export class JsonText {
  #envelope: Buffer | undefined;
  constructor(readonly json: string) {}
  static of(data: unknown): JsonText {
    return new JsonText(JSON.stringify(data ?? null));
  }
  /**
   * The whole success envelope around this data, encoded once into a buffer of its exact size.
   * `Buffer.from` of the joined text would first join it into a copy of the whole text and then
   * allocate three bytes per character (72 KB for an order page) for the garbage collector to find.
   */
  get envelope(): Buffer {
    if (this.#envelope) return this.#envelope;
    const bytes = Buffer.allocUnsafe(ENVELOPE_START.length + Buffer.byteLength(this.json) + 1);
    let at = bytes.write(ENVELOPE_START, 0, "latin1");
    at += bytes.write(this.json, at);
    bytes[at] = ENVELOPE_END;
    return (this.#envelope = bytes);
  }
}
