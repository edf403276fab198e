import { createCipheriv, createDecipheriv } from "node:crypto";

/**
 * AES/ECB/PKCS5 with a 16-character key, base64 text: the scheme the AJ behaviour
 * captcha uses for `pointJson` and `captchaVerification`.
 */
export function aesEncrypt(plain: string, key: string): string {
  const cipher = createCipheriv("aes-128-ecb", Buffer.from(key, "utf8"), null);
  return Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]).toString("base64");
}

export function aesDecrypt(encoded: string, key: string): string | undefined {
  try {
    const decipher = createDecipheriv("aes-128-ecb", Buffer.from(key, "utf8"), null);
    return Buffer.concat([decipher.update(Buffer.from(encoded, "base64")), decipher.final()]).toString("utf8");
  } catch {
    return undefined;
  }
}
