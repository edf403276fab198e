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
import type { PageDiyTables } from "../areas/pageDiy/tables.js";
import type { PrintingTables } from "../areas/printing/tables.js";
import type { AddressTables } from "../areas/address/tables.js";
import type { LiveTables } from "../areas/live/tables.js";
import type { VideoChannelTables } from "../areas/videoChannel/tables.js";
import type { FinanceTables } from "../areas/finance/tables.js";
import type { ShopSettingsTables } from "../areas/shopSettings/tables.js";
import type { SensitiveLogTables } from "../areas/sensitiveLog/tables.js";
import type { ExportTables } from "../areas/exports/tables.js";
import type { StaffTables } from "../areas/staff/tables.js";
import type { SeckillTables } from "../areas/seckill/tables.js";
import type { GroupBuyTables } from "../areas/groupbuy/tables.js";

export interface DB extends CoreTables, ProductTables, CouponTables, ShippingTables, ExpressTables, CustomerTables, LibraryTables, OrderTables, StatisticsTables, PrintingTables, AddressTables, FinanceTables, ShopSettingsTables, SensitiveLogTables, ExportTables, StaffTables, SeckillTables, GroupBuyTables, LiveTables, VideoChannelTables, PageDiyTables {}
