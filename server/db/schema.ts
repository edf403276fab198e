/**
 * The database as Kysely sees it: each area declares its own tables next to its code,
 * and this file only joins them.
 */
import type { CoreTables } from "../areas/session/tables.js";
import type { ProductTables } from "../areas/product/tables.js";
import type { LibraryTables } from "../areas/library/tables.js";
import type { CouponTables } from "../areas/coupon/tables.js";
import type { ShippingTables } from "../areas/shipping/tables.js";
import type { ExpressTables } from "../areas/express/tables.js";
import type { CustomerTables } from "../areas/customer/tables.js";
import type { OrderTables } from "../areas/order/tables.js";
import type { StatisticsTables } from "../areas/statistics/tables.js";

export interface DB extends CoreTables, ProductTables, CouponTables, ShippingTables, ExpressTables, CustomerTables, LibraryTables, OrderTables, StatisticsTables {}
