/**
 * PostgreSQL runs the server's repeated SQL texts as named (prepared) statements. pg sends an
 * unnamed statement's text with every query, and the server parses, analyses and plans it each
 * time; a named one is parsed once per connection and then only bound and executed (pg's `name`
 * option, which remembers per connection what it has prepared). A page of orders runs six
 * statements: their parsing and the text they carry were a large part of the database's work.
 *
 * A text is named from its second run, so one-off texts (a rare filter's combination) do not
 * take a statement slot on every connection. At most `limit` texts hold a name: the ones run most
 * recently. A text that has not run for longest gives its name up to a new one (a name is never
 * given twice, so a connection never finds a name it prepared for another text); a connection
 * keeps the statements of names given up until it is replaced (`CONNECTION_USES`,
 * db/database.ts). One pass of the bench's scenarios names about 160 texts: first come, first
 * kept, a server running for days would have had none left for the screens used later.
 *
 * After five runs PostgreSQL may keep one plan for every value (a generic plan), and saves the
 * planning too: most of the gain. A text search must not: how many rows a pattern matches decides
 * between its trigram index and walking the list, and a generic plan cannot know it (the picker's
 * trigram query took 24 ms on average under one plan against 7 ms planned for each pattern). Texts
 * with a LIKE run unnamed, planned for each pattern. So do texts with a list of ids as one array
 * parameter (`= ANY(…)`, core/idIn.ts): how many rows the listed shoppers have decides between
 * reading them by shopper and walking the list newest first (a generic plan walked all 4,541
 * after-sales orders, 21 ms, for a shopper with none).
 */
import type pg from "pg";
import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from "kysely";

/** A LIKE or ILIKE operator, or a list of ids: its rows depend on the values (see above). */
const PLANNED_PER_VALUE = / i?like |= ANY\(/i;

export class StatementNames {
  /** Named texts, the one run longest ago first. */
  readonly #names = new Map<string, string>();
  /** Texts run once so far (named on their second run). */
  readonly #seen = new Set<string>();
  #given = 0;

  constructor(
    readonly limit = 200,
    /** How many texts run once are remembered while waiting for a second run. */
    readonly seenLimit = 5000,
  ) {}

  /** The name to run `sql` under, or undefined to run it unnamed. */
  nameOf(sql: string): string | undefined {
    const name = this.#names.get(sql);
    if (name !== undefined) {
      // Now the most recently run.
      this.#names.delete(sql);
      this.#names.set(sql, name);
      return name;
    }
    if (PLANNED_PER_VALUE.test(sql)) return undefined;
    if (!this.#seen.has(sql)) {
      if (this.#seen.size >= this.seenLimit) this.#seen.clear();
      this.#seen.add(sql);
      return undefined;
    }
    this.#seen.delete(sql);
    if (this.#names.size >= this.limit) this.#names.delete(this.#names.keys().next().value!);
    const named = `s${++this.#given}`;
    this.#names.set(sql, named);
    return named;
  }
}

/** A pool client that runs the texts `names` names as prepared statements. */
class PreparingClient implements PostgresPoolClient {
  constructor(
    private readonly client: pg.PoolClient,
    private readonly names: StatementNames,
  ) {}

  query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>;
  query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  query<R>(sqlOrCursor: string | PostgresCursor<R>, parameters?: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
    const client = this.client as unknown as { query(...args: unknown[]): unknown };
    if (typeof sqlOrCursor !== "string") return client.query(sqlOrCursor) as PostgresCursor<R>;
    const name = this.names.nameOf(sqlOrCursor);
    const values = parameters as unknown[];
    return (name ? client.query({ name, text: sqlOrCursor, values }) : client.query(sqlOrCursor, values)) as Promise<PostgresQueryResult<R>>;
  }

  release(): void {
    this.client.release();
  }
}

/**
 * `pool` for Kysely's PostgresDialect, its clients running repeated texts as prepared statements.
 * One wrapper per pg client: Kysely keeps its connection objects by client.
 */
export function preparingPool(pool: pg.Pool, names = new StatementNames()): PostgresPool {
  const wrapped = new WeakMap<pg.PoolClient, PreparingClient>();
  return {
    async connect() {
      const client = await pool.connect();
      let preparing = wrapped.get(client);
      if (!preparing) wrapped.set(client, (preparing = new PreparingClient(client, names)));
      return preparing;
    },
    end: () => pool.end(),
  };
}
