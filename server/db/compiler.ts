import {
  DefaultQueryCompiler,
  OperatorNode,
  PostgresQueryCompiler,
  SqliteQueryCompiler,
  type BinaryOperationNode,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  type QueryCompiler,
  ValueNode,
} from "kysely";

/**
 * What the server's SQL text says beyond what the query builder wrote, applied while the query is
 * compiled (issue 24: as two plugins, each copied every query's whole tree before it was compiled,
 * a tenth of the server's busy time on the order list):
 *
 * - Names: identifiers are camelCase in code and snake_case in SQL (`sqlName`, the camelCase
 *   plugin's own mapping: RowPlanCamelCasePlugin in camelRows.ts, which renames the result rows).
 *   Raw SQL text (`sql.raw`, the text of a sql`` template) is written as it stands.
 * - LIKE matches the same on both databases: ASCII letters case-insensitively, every other
 *   character exactly, `%` and `_` as wildcards and a backslash escaping the next character
 *   (`likePattern` escapes a search text with it). That is SQLite's LIKE with `ESCAPE '\'`; on
 *   PostgreSQL, whose LIKE is case-sensitive, it is ILIKE under the "C" collation, which folds the
 *   case of ASCII letters only, as SQLite does (plain LIKE when the pattern has no ASCII letter:
 *   `foldsCase`). Every `like` / `not like` of a query
 *   (`eb(column, "like", pattern)`) is written so, and handlers write their filters once for both.
 */
/**
 * Whether a LIKE's pattern needs ILIKE on PostgreSQL: only a pattern with an ASCII letter does. A
 * pattern without one (CJK, digits, a phone fragment) matches exactly the same text under LIKE,
 * since the "C" collation folds nothing else, and LIKE skips lowering both texts for every row
 * tested (a count over 13,000 products by a CJK text: 7–9 ms with ILIKE, 3–4 ms with LIKE).
 */
const foldsCase = (pattern: BinaryOperationNode["rightOperand"]): boolean =>
  !ValueNode.is(pattern) || typeof pattern.value !== "string" || /[A-Za-z]/.test(pattern.value);

// A mixin's base takes any arguments (TypeScript's rule); the compilers take none.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type CompilerClass = new (...args: any[]) => DefaultQueryCompiler;

function serverCompiler<Base extends CompilerClass>(Base: Base, sqlName: (name: string) => string, postgres: boolean) {
  return class extends Base {
    protected override sanitizeIdentifier(identifier: string): string {
      return super.sanitizeIdentifier(sqlName(identifier));
    }

    protected override visitBinaryOperation(node: BinaryOperationNode): void {
      const operator = OperatorNode.is(node.operator) ? node.operator.operator : undefined;
      if (operator !== "like" && operator !== "not like") return super.visitBinaryOperation(node);
      const not = operator === "not like" ? "not " : "";
      this.append(postgres ? "((" : "(");
      this.visitNode(node.leftOperand);
      const folds = postgres && foldsCase(node.rightOperand) ? "i" : "";
      this.append(postgres ? `) collate "C" ${not}${folds}like ` : ` ${not}like `);
      this.visitNode(node.rightOperand);
      this.append(" escape '\\')");
    }
  };
}

/** `dialect` with the server's compiler (names and LIKE as above) for `postgres` or SQLite. */
export function withServerCompiler(dialect: Dialect, sqlName: (name: string) => string, postgres: boolean): Dialect {
  const Compiler = postgres ? serverCompiler(PostgresQueryCompiler, sqlName, true) : serverCompiler(SqliteQueryCompiler, sqlName, false);
  return {
    createDriver: (): Driver => dialect.createDriver(),
    createAdapter: (): DialectAdapter => dialect.createAdapter(),
    createIntrospector: (db: Kysely<unknown>): DatabaseIntrospector => dialect.createIntrospector(db),
    createQueryCompiler: (): QueryCompiler => new Compiler(),
  };
}
