import type { Migration } from "kysely";
import * as core from "./0001_core.js";

/**
 * Every migration, in order. Add an area's migration as one line here;
 * names sort in the order they must run.
 */
export const migrations: Record<string, Migration> = {
  "0001_core": core,
};
