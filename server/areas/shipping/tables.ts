import type { Generated } from "kysely";

/**
 * Shipping templates and their rules. Prices in cents; quantities (first, renewal, number)
 * in hundredths of a piece/kg/m³. Each rule's cities live in a child table with a
 * (temp_id, city_id) uniqueness that backs the "region set twice" check.
 */
export interface ShippingTables {
  shippingTemplates: {
    id: Generated<number>;
    merId: number;
    name: string;
    /** 0 none, 1 by piece, 2 by weight, 3 by volume. */
    type: number;
    /** 0 free nationwide, 1 partial free, 2 custom. */
    appoint: number;
    sort: number;
    createTime: string;
    updateTime: string;
  };
  shippingTemplatesRegion: {
    id: Generated<number>;
    merId: number;
    tempId: number;
    uniqid: string;
    /** The editor's cascader paths as a JSON string, stored as sent. */
    title: string;
    first: number;
    firstPrice: number;
    renewal: number;
    renewalPrice: number;
    sort: number;
  };
  shippingTemplatesRegionCity: {
    regionId: number;
    tempId: number;
    merId: number;
    /** Last-level region code; 0 = the default (rest of China) row. */
    cityId: number;
  };
  shippingTemplatesFree: {
    id: Generated<number>;
    merId: number;
    tempId: number;
    uniqid: string;
    title: string;
    number: number;
    price: number;
    sort: number;
  };
  shippingTemplatesFreeCity: {
    freeId: number;
    tempId: number;
    merId: number;
    /** Last-level region code; 0 = nationwide ("all"). */
    cityId: number;
  };
}

declare module "../../db/schema.js" {
  interface DB extends ShippingTables {}
}
