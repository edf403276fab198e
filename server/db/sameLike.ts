import {
  OperationNodeTransformer,
  OperatorNode,
  RawNode,
  type BinaryOperationNode,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryId,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from "kysely";

/**
 * `LIKE` matches the same on both databases: ASCII letters case-insensitively, every other
 * character exactly, `%` and `_` as wildcards and a backslash escaping the next character
 * (`likePattern` escapes a search text with it). That is SQLite's LIKE with `ESCAPE '\'`;
 * on PostgreSQL, whose LIKE is case-sensitive, it is ILIKE under the "C" collation, which folds
 * the case of ASCII letters only, as SQLite does.
 *
 * Every `like` / `not like` of a query (`eb(column, "like", pattern)`) is rewritten so, and
 * handlers write their filters once for both.
 */
export class SameLikePlugin implements KyselyPlugin {
  readonly #transformer: LikeTransformer;

  constructor(postgres: boolean) {
    this.#transformer = new LikeTransformer(postgres);
  }

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return this.#transformer.transformNode(args.node, args.queryId);
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}

class LikeTransformer extends OperationNodeTransformer {
  readonly #postgres: boolean;

  constructor(postgres: boolean) {
    super();
    this.#postgres = postgres;
  }

  protected override transformBinaryOperation(node: BinaryOperationNode, queryId?: QueryId): BinaryOperationNode {
    const operation = super.transformBinaryOperation(node, queryId);
    const operator = OperatorNode.is(operation.operator) ? operation.operator.operator : undefined;
    if (operator !== "like" && operator !== "not like") return operation;
    const not = operator === "not like" ? "not " : "";
    const fragments = this.#postgres
      ? ["((", `) collate "C" ${not}ilike `, " escape '\\')"]
      : ["(", ` ${not}like `, " escape '\\')"];
    // The compiler dispatches on the node's kind: a raw node stands wherever the operation stood.
    return RawNode.create(fragments, [operation.leftOperand, operation.rightOperand]) as unknown as BinaryOperationNode;
  }
}
