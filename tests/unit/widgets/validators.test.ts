import { describe, expect, it } from "vitest";
import { isExternalLink, isNumberValue, NUMBER_PATTERN } from "../../../src/widgets/validators";

describe("number pattern: positive with up to two decimals, or 0", () => {
  it.each(["0", "1", "12", "12.5", "12.50", "0.01", "100000"])("accepts %s", (text) => {
    expect(NUMBER_PATTERN.test(text)).toBe(true);
    expect(isNumberValue(text)).toBe(true);
  });
  it.each(["-1", "1.234", "01", ".5", "1.", "abc", "", " "])("refuses %j", (text) => {
    expect(isNumberValue(text)).toBe(false);
  });
  it("takes numbers and refuses null", () => {
    expect(isNumberValue(3.25)).toBe(true);
    expect(isNumberValue(null)).toBe(false);
  });
});

describe("external links", () => {
  it.each(["http://a.cn", "https://a.cn/x", "mailto:a@b.cn", "tel:10086", "HTTPS://A.CN"])("%s leaves the console", (link) => {
    expect(isExternalLink(link)).toBe(true);
  });
  it.each(["/product/list", "product", "ftp://a.cn", "javascript:alert(1)"])("%s does not", (link) => {
    expect(isExternalLink(link)).toBe(false);
  });
});
