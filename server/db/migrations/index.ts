import type { Migration } from "kysely";
import * as core from "./0001_core.js";
import * as product from "./0002_product.js";
import * as library from "./0003_library.js";
import * as marketing from "./0004_marketing.js";
import * as customer from "./0005_customer.js";
import * as tableVersions from "./0006_table_versions.js";
import * as order from "./0009_order.js";
import * as statistics from "./0010_statistics.js";

/**
 * Every migration, in order. Add an area's migration as one line here;
 * names sort in the order they must run.
 */
export const migrations: Record<string, Migration> = {
  "0001_core": core,
  "0002_product": product,
  "0003_library": library,
  "0004_marketing": marketing,
  "0005_customer": customer,
  "0006_table_versions": tableVersions,
  "0009_order": order,
  "0010_statistics": statistics,
};
