/** A printer's stored layout JSON and the absolute / stored forms of its promotion picture. */
import { fromMediaUrl, toMediaUrl } from "../../core/media.js";
import type { ReceiptLayout } from "../../shared/receiptLayout.js";
import { layoutOf } from "./receipt.js";

/** The stored layout for an answer: null when never saved, the picture's address absolute. */
export function layoutAnswer(content: string, origin: string): ReceiptLayout | null {
  if (!content) return null;
  const layout = layoutOf(content);
  return { ...layout, codeUrl: toMediaUrl(layout.codeUrl, origin) };
}

/** The layout JSON as `MerchantPrint.content` answers it. */
export const contentAnswer = (content: string, origin: string) => (content ? JSON.stringify(layoutAnswer(content, origin)) : "");

/** The layout as stored: the picture's address relative again (contract §1.6). */
export const storedContent = (layout: ReceiptLayout, origin: string) => JSON.stringify({ ...layout, codeUrl: fromMediaUrl(layout.codeUrl, origin) });
