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
export class JsonText {
  #envelope: Buffer | undefined;
  constructor(readonly json: string) {}
  static of(data: unknown): JsonText {
    return new JsonText(JSON.stringify(data ?? null));
  }
  /** The whole success envelope around this data, encoded once. */
  get envelope(): Buffer {
    return (this.#envelope ??= Buffer.from(`{"code":200,"message":null,"data":${this.json}}`));
  }
}
