/** Substring search in list filters; LIKE matches the same on SQLite and PostgreSQL (db/compiler.ts). */
import { expressionBuilder, sql, type Expression, type SqlBool } from "kysely";

/** `%text%` for LIKE with the wildcards of the text itself escaped (by a backslash, LIKE's escape here). */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const eb = expressionBuilder<Record<string, Record<string, unknown>>>();

/** `column` contains `text` (ASCII letters in either case); `column` as Kysely names it, e.g. "groupBuyRecord.leaderPhone". */
export const containsPattern = (column: string, text: string): Expression<SqlBool> => eb(sql.ref(column), "like", likePattern(text));
