/**
 * A write the database refused for a unique index or a foreign key is a client error, not a server
 * fault: it reads as code 400 with the message of the field's own check (which the write raced
 * past, or which does not exist because only the index holds the rule), on SQLite and PostgreSQL alike.
 */
import { ApiError, badRequest } from "./errors.js";

interface UniqueField {
  /** PostgreSQL's name for it: the index's name, or `<table>_<column>_key` for a column declared unique. */
  index: string;
  /** SQLite names the table and columns instead. */
  table: string;
  columns: readonly string[];
  message: string;
}

/** The unique indexes a client's write can run into (db/migrations), each with its field's message. */
export const UNIQUE_FIELDS: readonly UniqueField[] = [
  { index: "admin_account_key", table: "admin", columns: ["account"], message: "账号已存在" },
  { index: "merchant_employee_mer_uid", table: "merchant_employee", columns: ["mer_id", "uid"], message: "该用户已是本店员工" },
  { index: "merchant_print_name", table: "merchant_print", columns: ["mer_id", "print_name"], message: "当前打印机配置已存在" },
  { index: "live_assistant_wechat", table: "live_assistant", columns: ["mer_id", "wechat"], message: "该微信号已是小助手" },
  { index: "merchant_express_live", table: "merchant_express", columns: ["mer_id", "express_id"], message: "已关联此物流公司" },
  { index: "page_diy_name", table: "page_diy", columns: ["mer_id", "name"], message: "当前模版名称已经存在，请修改后再保存！" },
];

/** A unique index not listed above (a generated number, a one-default rule held by a lock). */
export const DUPLICATE_MESSAGE = "数据已存在，请勿重复提交";
/** SQLite does not say which foreign key failed, so every one reads the same. */
export const MISSING_REFERENCE_MESSAGE = "关联的数据不存在或已删除，请刷新后重试";

interface DriverError {
  /** SQLSTATE on PostgreSQL, `SQLITE_CONSTRAINT_…` on libsql. */
  code?: string;
  /** PostgreSQL: the violated constraint's (or unique index's) name. */
  constraint?: string;
  message?: string;
}

const SQLITE_UNIQUE = "UNIQUE constraint failed: ";

function uniqueField(error: DriverError): UniqueField | undefined {
  if (error.code === "23505") return UNIQUE_FIELDS.find((field) => field.index === error.constraint);
  const columns = String(error.message).split(SQLITE_UNIQUE)[1];
  return UNIQUE_FIELDS.find((field) => field.columns.map((column) => `${field.table}.${column}`).join(", ") === columns);
}

const isUnique = (error: DriverError) => error.code === "23505" || error.code === "SQLITE_CONSTRAINT_UNIQUE" || String(error.message).includes(SQLITE_UNIQUE);
const isForeignKey = (error: DriverError) =>
  error.code === "23503" || error.code === "SQLITE_CONSTRAINT_FOREIGNKEY" || String(error.message).includes("FOREIGN KEY constraint failed");

/** The 400 a refused unique or foreign-key write answers, or undefined for any other error. */
export function constraintFailure(error: unknown): ApiError | undefined {
  if (!error || typeof error !== "object" || error instanceof ApiError) return undefined;
  const failure = error as DriverError;
  if (isUnique(failure)) return badRequest(uniqueField(failure)?.message ?? DUPLICATE_MESSAGE);
  if (isForeignKey(failure)) return badRequest(MISSING_REFERENCE_MESSAGE);
  return undefined;
}
