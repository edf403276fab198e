/**
 * Reading card secrets from an .xlsx sheet: a header row naming the columns 卡号 and 卡密
 * (密码 is accepted too, the original template's name), then one secret per row. Every row is
 * checked; the errors name their Excel row ("第3行：卡密不能为空").
 */
import { badRequest } from "../../core/errors.js";
import { readFirstSheet } from "../../core/sheetReader.js";

export interface SheetSecret {
  /** Excel row number (the header is row 1). */
  row: number;
  cardNumber: string;
  secretNum: string;
}

const MAX_LENGTH = 50;
const MAX_REPORTED = 20;
/** Secrets in one file; the duplicate check binds every card number in one query. */
export const MAX_IMPORT_ROWS = 10_000;

const cellText = (value: unknown): string => {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return value.toISOString();
  return String(value).trim();
};

/** Parses the first sheet; throws a 400 listing every bad row, so nothing is imported from a faulty file. */
export async function readSecretSheet(file: Buffer): Promise<SheetSecret[]> {
  const rows = await readFirstSheet(file);
  if (rows.length - 1 > MAX_IMPORT_ROWS) throw badRequest(`一次最多导入 ${MAX_IMPORT_ROWS} 条卡密`);
  const header = (rows[0] ?? []).map(cellText);
  const cardColumn = header.indexOf("卡号");
  const secretColumn = header.findIndex((title) => title === "卡密" || title === "密码");
  if (cardColumn < 0 || secretColumn < 0) throw badRequest("Excel表头须包含“卡号”和“卡密”两列");

  const secrets: SheetSecret[] = [];
  const errors: string[] = [];
  const firstRowOf = new Map<string, number>();
  rows.slice(1).forEach((cells, index) => {
    const row = index + 2;
    if (cells.every((cell) => cellText(cell) === "")) return;
    const cardNumber = cellText(cells[cardColumn]);
    const secretNum = cellText(cells[secretColumn]);
    const problems: string[] = [];
    if (!cardNumber) problems.push("卡号不能为空");
    else if (cardNumber.length > MAX_LENGTH) problems.push(`卡号不能超过${MAX_LENGTH}个字符`);
    if (!secretNum) problems.push("卡密不能为空");
    else if (secretNum.length > MAX_LENGTH) problems.push(`卡密不能超过${MAX_LENGTH}个字符`);
    const earlier = cardNumber ? firstRowOf.get(cardNumber) : undefined;
    if (earlier) problems.push(`卡号与第${earlier}行重复`);
    else if (cardNumber) firstRowOf.set(cardNumber, row);
    if (problems.length) errors.push(`第${row}行：${problems.join("，")}`);
    else secrets.push({ row, cardNumber, secretNum });
  });
  if (errors.length) throw rowErrors(errors);
  if (!secrets.length) throw badRequest("导入文件中没有卡密数据");
  return secrets;
}

/** One 400 naming the bad rows (the first twenty, then how many more). */
export function rowErrors(errors: string[]) {
  const shown = errors.slice(0, MAX_REPORTED).join("；");
  return badRequest(errors.length > MAX_REPORTED ? `${shown}；等共${errors.length}处错误` : shown);
}
