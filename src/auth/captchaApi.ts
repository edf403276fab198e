import { request } from "../../providers/http";

/** AJ behaviour-captcha calls (contract §2.2), slider variant. */
export interface CaptchaPuzzle {
  originalImageBase64: string;
  jigsawImageBase64: string;
  token: string;
  secretKey?: string;
}

interface ResponseModel<T> {
  repCode: string;
  repMsg: string | null;
  repData: T | null;
}

export async function fetchPuzzle(): Promise<CaptchaPuzzle> {
  const response = await request<ResponseModel<CaptchaPuzzle>>({
    method: "post",
    url: "publicly/safety/get",
    data: { captchaType: "blockPuzzle", clientUid: "slider", ts: Date.now() },
  });
  if (response.repCode !== "0000" || !response.repData) throw new Error(response.repMsg ?? "captcha");
  return response.repData;
}

/** AES/ECB/PKCS7 base64, loaded only when a captcha is actually shown. */
async function encrypt(text: string, key: string): Promise<string> {
  const [{ default: AES }, { default: Utf8 }, { default: ECB }, { default: Pkcs7 }] = await Promise.all([
    import("crypto-js/aes"),
    import("crypto-js/enc-utf8"),
    import("crypto-js/mode-ecb"),
    import("crypto-js/pad-pkcs7"),
  ]);
  return AES.encrypt(Utf8.parse(text), Utf8.parse(key), { mode: ECB, padding: Pkcs7 }).toString();
}

/**
 * Sends the dropped position; on success answers the `captchaVerification` the login
 * hands back (token---point, encrypted with the puzzle's key); undefined when rejected.
 */
export async function checkPuzzle(puzzle: CaptchaPuzzle, x: number): Promise<string | undefined> {
  const point = JSON.stringify({ x: Math.round(x), y: 5 });
  const key = puzzle.secretKey;
  const pointJson = key ? await encrypt(point, key) : point;
  const response = await request<ResponseModel<unknown>>({
    method: "post",
    url: "publicly/safety/check",
    data: { captchaType: "blockPuzzle", pointJson, token: puzzle.token },
  });
  if (response.repCode !== "0000") return undefined;
  const plain = `${puzzle.token}---${point}`;
  return key ? encrypt(plain, key) : plain;
}
