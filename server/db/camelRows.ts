import { CamelCasePlugin, type PluginTransformQueryArgs, type PluginTransformResultArgs, type QueryResult, type RootOperationNode, type UnknownRow } from "kysely";

type RowBuilder = (values: readonly unknown[], at: number) => Record<string, unknown>;
const builders = new Map<string, RowBuilder>();
/** Past this many column lists the builders start again (the server's queries have far fewer). */
const MAX_BUILDERS = 2000;

/**
 * A function that builds one row object with the properties `names` from `values[at]`,
 * `values[at + 1]`, …, compiled once per list of names. An object literal of known keys is made
 * in one allocation with room for every property; adding them one by one to `{}` grows the
 * object's property store several times over for a row of 20 columns. Names come from the
 * database's own column list, written as JSON string keys; `__proto__` would set the prototype
 * in a literal, so such a list is built key by key instead.
 */
export function rowBuilder(names: readonly string[]): RowBuilder {
  const key = names.join("\u0000");
  let build = builders.get(key);
  if (build) return build;
  if (names.includes("__proto__")) {
    build = (values, at) => {
      const row: Record<string, unknown> = {};
      for (let i = 0; i < names.length; i++) Object.defineProperty(row, names[i]!, { value: values[at + i], enumerable: true, writable: true, configurable: true });
      return row;
    };
  } else {
    build = new Function("values", "at", `return {${names.map((name, i) => `${JSON.stringify(name)}: values[at + ${i}]`).join(", ")}};`) as RowBuilder;
  }
  if (builders.size >= MAX_BUILDERS) builders.clear();
  builders.set(key, build);
  return build;
}

/** Marks rows whose keys a driver has already named (`RowPlanCamelCasePlugin.columnName`). */
const NAMED_ROWS = Symbol("rows already named");

/** Rows already keyed by `columnName`, so the plugin passes them through as they are. */
export function markNamed<R>(rows: R[]): R[] {
  return Object.defineProperty(rows, NAMED_ROWS, { value: true });
}

/**
 * Kysely's CamelCasePlugin, renaming the rows of a result through one plan. Every row of a result
 * has the same columns, so their camelCase names are found once, and each row is built with its
 * properties in the same order: objects of one shape, which V8 builds fast. Kysely's own `mapRow`
 * folds each row key by key through `reduce`; profiled on order pages (51 columns an order), that
 * was about 9 % of the server's busy main-thread time. A row holding an object (PostgreSQL's JSON) is
 * renamed by Kysely's own `mapRow`, which goes into it. A driver that builds its row objects
 * itself (the SQLite readers) names their keys with `columnName` and marks them (`markNamed`).
 */
export class RowPlanCamelCasePlugin extends CamelCasePlugin {
  /** A column's name in the rows (memoized by Kysely's mapper). */
  readonly columnName = (column: string): string => this.camelCase(column);

  /** A name of code in SQL (memoized by Kysely's mapper): the server's compiler writes it so (compiler.ts). */
  readonly sqlName = (name: string): string => this.snakeCase(name);

  /** The query as built: its names are written in snake_case as it is compiled (compiler.ts), without copying its tree first. */
  override transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return args.node;
  }

  override async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const rows = args.result.rows;
    if (!Array.isArray(rows)) return super.transformResult(args);
    if (rows.length === 0 || NAMED_ROWS in rows) return args.result;
    const columns = Object.keys(rows[0]!);
    const names = columns.map(this.columnName);
    return { ...args.result, rows: rows.map((row) => this.#renamed(row, columns, names)) };
  }

  #renamed(row: UnknownRow, columns: string[], names: string[]): UnknownRow {
    const out: UnknownRow = {};
    for (let i = 0; i < columns.length; i++) {
      const value = row[columns[i]!];
      if (value !== null && typeof value === "object") return this.mapRow(row);
      out[names[i]!] = value;
    }
    return out;
  }
}
