/**
 * The preview code of `POST /publicly/wechat/mini/get/qrcode`. A CRMEB backend asks WeChat for
 * a mini-program code; this server has no WeChat account, so it draws a standard QR code of the
 * shop page's H5 address (front domain + path + scene) itself: a real, scannable PNG.
 */
import { PNG } from "pngjs";
// The QR encoder (Project Nayuki's, MIT) that antd's QRCode component is built on; it comes with antd.
import { Ecc, QrCode } from "@rc-component/qrcode/lib/libs/qrcodegen.js";

/** Pixels per module and the quiet zone in modules. */
const SCALE = 6;
const MARGIN = 4;

/** The page address a code opens: `path` on the front domain, `scene` (`a=1&b=2`) appended as query. */
export function previewAddress(
  frontDomain: string,
  path: string,
  scene: string,
): string {
  const base = /^https?:\/\//.test(path)
    ? path
    : `${frontDomain.replace(/\/+$/, "")}/${path.replace(/^\/+/, "")}`;
  if (!scene) return base;
  return `${base}${base.includes("?") ? "&" : "?"}${scene.replace(/^[?&]+/, "")}`;
}

/** The QR code of `text` as a PNG data URL. */
export function qrPngDataUrl(text: string): string {
  const code = QrCode.encodeText(text, Ecc.MEDIUM);
  const side = (code.size + MARGIN * 2) * SCALE;
  const png = new PNG({ width: side, height: side });
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      const dark = code.getModule(
        Math.floor(x / SCALE) - MARGIN,
        Math.floor(y / SCALE) - MARGIN,
      );
      const at = (y * side + x) * 4;
      const shade = dark ? 0 : 255;
      png.data[at] = shade;
      png.data[at + 1] = shade;
      png.data[at + 2] = shade;
      png.data[at + 3] = 255;
    }
  }
  return `data:image/png;base64,${PNG.sync.write(png).toString("base64")}`;
}
