import type { Migration } from "kysely";
import * as core from "./0001_core.js";
import * as product from "./0002_product.js";
import * as library from "./0003_library.js";
import * as marketing from "./0004_marketing.js";
import * as customer from "./0005_customer.js";
import * as tableVersions from "./0006_table_versions.js";
import * as order from "./0009_order.js";
import * as statistics from "./0010_statistics.js";
import * as printing from "./0015_printing.js";
import * as liveVideo from "./0017_live_video.js";
import * as finance from "./0012_finance.js";
import * as shopSettings from "./0013_shop_settings.js";
import * as adminRoles from "./0014_admin_roles.js";
import * as staff from "./0011_staff.js";
import * as seckillGroupBuy from "./0016_seckill_groupbuy.js";
import * as pageDiy from "./0018_page_diy.js";
import * as security from "./0019_security.js";
import * as fidelityMenuAuthorities from "./0020_fidelity_menu_authorities.js";
import * as fidelitySettlementForms from "./0021_fidelity_settlement_forms.js";
import * as fidelityCustomerLevels from "./0022_fidelity_customer_levels.js";
import * as speedAggregates from "./0023_speed_aggregates.js";
import * as trgmSearch from "./0024_trgm_search.js";
import * as search2Trgm from "./0025_search2_trgm.js";

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
  "0015_printing": printing,
  "0017_live_video": liveVideo,
  "0012_finance": finance,
  "0013_shop_settings": shopSettings,
  "0014_admin_roles": adminRoles,
  "0011_staff": staff,
  "0016_seckill_groupbuy": seckillGroupBuy,
  "0018_page_diy": pageDiy,
  "0019_security": security,
  "0020_fidelity_menu_authorities": fidelityMenuAuthorities,
  "0021_fidelity_settlement_forms": fidelitySettlementForms,
  "0022_fidelity_customer_levels": fidelityCustomerLevels,
  "0023_speed_aggregates": speedAggregates,
  "0024_trgm_search": trgmSearch,
  "0025_search2_trgm": search2Trgm,
};
