import type { Generated } from "kysely";

/** Columns migration 0013 adds to `merchant` (joined into its row type in session/tables.ts). */
export interface MerchantProfileColumns {
  /** Set by the platform (read-only here). */
  categoryId: Generated<number>;
  typeId: Generated<number>;
  realName: Generated<string>;
  phone: Generated<string>;
  /** Percent. */
  handlingFee: Generated<number>;
  isSelf: Generated<number>;
  isRecommend: Generated<number>;
  /** Closed by the platform: the merchant cannot reopen the shop itself. */
  isForceShutdown: Generated<number>;
  /** JSON text: string[] of stored picture paths. */
  qualificationPicture: Generated<string>;
  copyProductNum: Generated<number>;
  /** The merchant's own configuration (MerchantConfigInfoVo). */
  keywords: Generated<string>;
  addressDetail: Generated<string>;
  latitude: Generated<string>;
  longitude: Generated<string>;
  avatar: Generated<string>;
  backImage: Generated<string>;
  streetBackImage: Generated<string>;
  coverImage: Generated<string>;
  rectangleLogo: Generated<string>;
  intro: Generated<string>;
  /** `H5` or `phone`. */
  serviceType: Generated<string>;
  serviceLink: Generated<string>;
  servicePhone: Generated<string>;
  pcBanner: Generated<string>;
  pcBackImage: Generated<string>;
  isTakeTheir: Generated<number>;
  /** PC shop (MerchantPcShoppingConfigVo). */
  pcLogo: Generated<string>;
  pcGoodStoreCoverImage: Generated<string>;
  /** Comma-joined product ids. */
  pcRecommendProducts: Generated<string>;
  updateTime: string | null;
}

export interface ShopSettingsTables {
  /** Platform catalogue of merchant categories (商户分类). */
  merchantCategory: {
    id: number;
    name: string;
    handlingFee: number;
  };
  /** Platform catalogue of shop types (店铺类型). */
  merchantType: {
    id: number;
    name: string;
  };
  merchantPcBanner: {
    id: Generated<number>;
    merId: number;
    imageUrl: string;
    linkUrl: string;
    status: number;
    sort: number;
  };
}

declare module "../../db/schema.js" {
  interface DB extends ShopSettingsTables {}
}
