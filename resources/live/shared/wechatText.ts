/**
 * WeChat's name rules as the console checks them before saving (the server checks again):
 * a Chinese character counts as two, so "14 Chinese characters" is 28 of WeChat's units.
 */
export function wechatLength(text: string): number {
  let length = 0;
  for (const char of text) length += char.codePointAt(0)! > 0xff ? 2 : 1;
  return length;
}

/** Between `minChinese` and `maxChinese` Chinese characters (two Latin ones make one). */
export const withinChinese = (text: string, minChinese: number, maxChinese: number) => {
  const length = wechatLength(text.trim());
  return length >= minChinese * 2 && length <= maxChinese * 2;
};

/** The longest start of `text` that fits `maxChinese` Chinese characters. */
export function clipChinese(text: string, maxChinese: number): string {
  let out = "";
  for (const char of text) {
    if (wechatLength(out + char) > maxChinese * 2) break;
    out += char;
  }
  return out;
}
