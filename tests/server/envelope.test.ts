/**
 * A pre-serialized answer (`JsonText`, server/core/envelope.ts) is the success envelope around its
 * data, encoded once into a buffer of its exact size and kept for every answer after (a cached page).
 */
import { describe, expect, it } from "vitest";
import { JsonText } from "../../server/core/envelope.js";

describe("JsonText", () => {
  it("is the envelope around the data, encoded once and kept", () => {
    const answer = JsonText.of({ list: [{ name: "听风 Lite 轻薄手机", price: "5331.00" }], total: 1 });
    const expected = '{"code":200,"message":null,"data":{"list":[{"name":"听风 Lite 轻薄手机","price":"5331.00"}],"total":1}}';
    const bytes = answer.envelope;
    expect(bytes.toString("utf8")).toBe(expected);
    expect(bytes.length).toBe(Buffer.byteLength(expected));
    expect(answer.envelope).toBe(bytes);
    expect(JSON.parse(expected)).toEqual({ code: 200, message: null, data: JSON.parse(answer.json) });
  });
});
