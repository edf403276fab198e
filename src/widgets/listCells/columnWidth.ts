import { theme } from "antd";

/**
 * Widths of list columns from what they show in the current language. A width written for the
 * Chinese labels cuts most English ones ("店铺券" is three characters, "Shop coupon" eleven);
 * measured, a column fits its labels in either language.
 */

/** A cell's horizontal padding (the lists' small tables: 8 px a side) and border, with a little to spare. */
const CELL_CHROME = 20;
/** An enumeration tag's padding and border around its label (enumTag.css). */
const TAG_CHROME = 16;

interface TextStyle {
  /** px */
  size: number;
  weight?: number;
}

let context: CanvasRenderingContext2D | null | undefined;
// antd's font (its components do not take the body's).
let fontFamily: string | undefined;
const measured = new Map<string, number>();

/** Without a canvas (tests under jsdom): wide characters count one em, the others 0.6. */
const estimate = (text: string, size: number) => [...text].reduce((sum, ch) => sum + (ch.charCodeAt(0) > 0x2e80 ? size : size * 0.6), 0);

/** The width of `text` in the page's font, px. */
export function textWidth(text: string, { size, weight = 400 }: TextStyle): number {
  const key = `${size}/${weight}/${text}`;
  const known = measured.get(key);
  if (known !== undefined) return known;
  // jsdom has no canvas (its stub only complains).
  if (context === undefined) context = typeof CanvasRenderingContext2D === "undefined" ? null : document.createElement("canvas").getContext("2d");
  let width = estimate(text, size);
  if (context) {
    fontFamily ??= theme.getDesignToken().fontFamily;
    context.font = `${weight} ${size}px ${fontFamily}`;
    width = context.measureText(text).width;
  }
  measured.set(key, width);
  return width;
}

interface ColumnContent {
  /** The column's title: its longest word must fit (a title wraps between words). */
  title?: string;
  /** The title must fit whole: antd keeps an `ellipsis` column's title on one line. */
  wholeTitle?: boolean;
  /** Texts the cells show on one line each, e.g. an enumeration's labels. */
  texts?: readonly string[];
  textStyle?: TextStyle;
  /** Room each text needs around it (a tag's padding and border). */
  around?: number;
  /** The width the column has anyway (the one that suits Chinese). */
  min?: number;
}

/** A column's width: its title's longest word, and each of `texts` whole, at least `min`. */
export function columnWidth({ title = "", wholeTitle = false, texts = [], textStyle = { size: 14 }, around = 0, min = 0 }: ColumnContent): number {
  const words = (wholeTitle ? [title] : title.split(/\s+/)).map((word) => textWidth(word, { size: 14, weight: 600 }));
  const lines = texts.map((text) => textWidth(text, textStyle) + around);
  return Math.max(min, Math.ceil(Math.max(0, ...words, ...lines) + CELL_CHROME));
}

/** The width of a column of tags (enumTag.css) with these labels. */
export const tagColumnWidth = (labels: readonly string[], title?: string, min?: number) =>
  columnWidth({ title, texts: labels, textStyle: { size: 12 }, around: TAG_CHROME, min });
