import type { Generated } from "kysely";

/**
 * WeChat video-channel ("pay component") products (contract §3.28): WeChat's category tree,
 * the shop's brands and the delivery companies (global), and each merchant's drafts and the
 * products they became. Money in cents; JSON text where the backend keeps JSON strings.
 */
export interface VideoChannelTables {
  payComponentCat: {
    thirdCatId: number;
    thirdCatName: string;
    secondCatId: number;
    secondCatName: string;
    firstCatId: number;
    firstCatName: string;
    qualification: string;
    /** 0 not needed, 1 required, 2 optional. */
    qualificationType: number;
    productQualification: string;
    productQualificationType: number;
    /** 0 initial, 1 reviewing, 2 failed, 3 passed (the shop's application for the category). */
    status: number;
  };
  payComponentShopBrand: {
    id: Generated<number>;
    brandId: number;
    brandWording: string;
    /** 1 own brand, 2 agency, 3 no brand. */
    brandManagementType: number;
    trademarkRegistrant: string;
    /** 0 reviewing, 1 passed, 9 rejected. */
    status: number;
    rejectReason: Generated<string>;
    createTime: string;
  };
  payComponentDeliveryCompany: {
    id: Generated<number>;
    deliveryId: string;
    deliveryName: string;
  };
  payComponentDraft: {
    id: Generated<number>;
    merId: number;
    /** The product it became (0 until WeChat approved it once). */
    productId: number;
    primaryProductId: number;
    title: string;
    path: string;
    /** JSON text: string[]. */
    headImg: string;
    qualificationPics: string;
    thirdCatId: number;
    brandId: number;
    descInfo: string;
    tempId: number;
    stock: number;
    unitName: string;
    giveIntegral: number;
    ficti: number;
    specType: number;
    /** JSON text: the specifications and the chosen SKUs, as the console sent them. */
    attr: string;
    attrValue: string;
    /** WeChat: 1 not reviewed, 2 reviewing, 3 failed, 4 passed. */
    editStatus: number;
    rejectReason: Generated<string>;
    /** Platform: 1 not submitted, 2 reviewing, 3 failed, 4 passed. */
    platformEditStatus: number;
    platformStatusReason: Generated<string>;
    reviewSubmittedAt: Generated<string | null>;
    isDel: number;
    createTime: string;
    updateTime: string;
  };
  payComponentProduct: {
    id: Generated<number>;
    merId: number;
    draftId: number;
    primaryProductId: number;
    /** WeChat's product id. */
    componentProductId: number;
    title: string;
    path: string;
    headImg: string;
    qualificationPics: string;
    thirdCatId: number;
    brandId: number;
    descInfo: string;
    tempId: number;
    stock: number;
    sales: number;
    unitName: string;
    giveIntegral: number;
    ficti: number;
    specType: number;
    attr: string;
    attrValue: string;
    /** WeChat: 0 initial, 5 on shelf, 11 taken down by the merchant, 13 taken down for a violation. */
    status: number;
    /** 0 initial, 5 merchant on, 6 platform on, 11 merchant off, 12 platform off. */
    platformStatus: number;
    isDel: number;
    createTime: string;
    updateTime: string;
  };
}

declare module "../../db/schema.js" {
  interface DB extends VideoChannelTables {}
}
