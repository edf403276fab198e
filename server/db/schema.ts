/**
 * The database as Kysely sees it: each area declares its own tables next to its code,
 * and this file only joins them.
 */
import type { CoreTables } from "../areas/session/tables.js";

export interface DB extends CoreTables {}
