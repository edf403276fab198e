/** The second decode of search text, as Hutool's URLUtil.decode does it (UTF-8, `+` → space, never throws). */
import { describe, expect, it } from "vitest";
import { decodeLikeHutool } from "../../server/core/urlDecode.js";

describe("decodeLikeHutool", () => {
  it.each([
    ["%E6%89%8B%E6%9C%BA", "手机"],
    ["%e6%89%8b%e6%9c%ba", "手机"],
    ["手机", "手机"],
    ["plain", "plain"],
    ["", ""],
    ["a+b", "a b"],
    ["a%2Bb", "a+b"],
    ["50%25", "50%"],
    ["%20lead", " lead"],
    ["%E7%A7%8B%E8%A3%8550%25a%2Bb", "秋装50%a+b"],
  ])("%j → %j", (input, output) => {
    expect(decodeLikeHutool(input)).toBe(output);
  });

  it.each([
    ["50%", "50%"],
    ["%", "%"],
    ["%4", "%4"],
    ["%zz", "%zz"],
    ["%%41", "%A"],
    ["100%%", "100%%"],
    ["%G1", "%G1"],
    ["手%机", "手%机"],
  ])("keeps a %% without two hex digits: %j → %j", (input, output) => {
    expect(decodeLikeHutool(input)).toBe(output);
  });

  it("reads broken UTF-8 as U+FFFD, as Java's new String(bytes, UTF_8), and never throws", () => {
    expect(decodeLikeHutool("%E6%89")).toBe("\uFFFD");
    expect(decodeLikeHutool("%FF")).toBe("\uFFFD");
    expect(decodeLikeHutool("%E6手%89")).toBe("\uFFFD手\uFFFD");
    expect(() => decodeLikeHutool("%E0%A4%A")).not.toThrow();
  });

  it("decodes once only: a value encoded three times keeps one layer", () => {
    expect(decodeLikeHutool("%252B")).toBe("%2B");
  });
});
