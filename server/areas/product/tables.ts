import type { Generated } from "kysely";

/** What the kept product counts (product_state_count, product_gram_count) count under: a product's state, and how many. */
interface ProductStateCounted {
  isRecycle: number;
  auditStatus: number;
  isAudit: number;
  isShow: number;
  inStock: number;
  type: number;
  isPaidMember: number;
  num: number;
}

/**
 * Tables of the products area. Flags are INTEGER 0/1, money and weights INTEGER hundredths
 * (cents), dates `yyyy-MM-dd HH:mm:ss` text; comma lists stay text as the backend keeps them.
 */
export interface ProductTables {
  /** Platform category tree (global, read-only for merchants), levels 1–3. */
  productCategory: {
    id: Generated<number>;
    pid: number;
    name: string;
    icon: string;
    level: number;
    sort: number;
    isShow: number;
  };
  /** Platform brands (global). */
  productBrand: {
    id: Generated<number>;
    name: string;
    icon: string;
    sort: number;
    isShow: number;
  };
  /** Which platform categories (any level) a brand serves. */
  productBrandCategory: {
    brandId: number;
    cid: number;
  };
  /** Platform guarantee services (global). */
  productGuarantee: {
    id: Generated<number>;
    name: string;
    icon: string;
    content: string;
    sort: number;
    isShow: number;
    isDel: number;
    createTime: string;
    updateTime: string;
  };
  merchantProductCategory: {
    id: Generated<number>;
    merId: number;
    pid: number;
    name: string;
    icon: string;
    sort: number;
    isShow: number;
    isDel: number;
    createTime: string;
    updateTime: string;
  };
  /**
   * Live products per state, kept by triggers (migration 0026): the list's totals and tab counts
   * without a count over the products. `inStock` is 1 for stock above 0.
   */
  productStateCount: ProductStateCounted & { merId: number };
  /**
   * Live products per state under each piece (1–4 characters, ASCII letters in lower case) of
   * their name (`withKeyword` 0) or of their name or keyword (1), kept by triggers (migration
   * 0031): the counts of a short search without testing every name.
   */
  productGramCount: ProductStateCounted & { merId: number; withKeyword: number; gram: string };
  /** Live products per state under each merchant category, kept from `productCate` (migration 0038). */
  productCateStateCount: ProductStateCounted & { merId: number; cateId: number };
  /** Live products per state under each platform category, kept by triggers (migration 0038). */
  productCategoryStateCount: ProductStateCounted & { merId: number; categoryId: number };
  /**
   * Each live product under every piece (1–2 characters, ASCII letters in lower case) of its name
   * (`withKeyword` 0) or of its name or keyword (1), kept by triggers (migration 0035): the
   * products of a short search read by the key.
   */
  productPiece: { merId: number; withKeyword: number; piece: string; productId: number };
  /**
   * Each live product once under each merchant category of its `cateId` list, with the columns
   * a tab tests and the list's order (migration 0028, kept by triggers).
   */
  productCate: {
    merId: number;
    cateId: number;
    productId: number;
    sort: number;
    isRecycle: number;
    auditStatus: number;
    isAudit: number;
    isShow: number;
    stock: number;
    type: number;
    isPaidMember: number;
  };
  product: {
    id: Generated<number>;
    merId: number;
    /** 0 normal, 1 points, 2 virtual, 4 video channel, 5 cloud disk, 6 card secret. */
    type: number;
    image: string;
    flatPattern: string;
    /** JSON text: string[] of image (and video) URLs. */
    sliderImage: string;
    name: string;
    intro: string;
    keyword: string;
    /** Comma-joined merchant category ids. */
    cateId: string;
    brandId: number;
    /** Platform category (level 3). */
    categoryId: number;
    guaranteeIds: string;
    unitName: string;
    /** Shipping template id (table of the shipping area); 0 for non-physical types. */
    tempId: number;
    sort: number;
    specType: number;
    isSub: number;
    price: number;
    vipPrice: number;
    otPrice: number;
    cost: number;
    stock: number;
    sales: number;
    ficti: number;
    collectCount: number;
    isShow: number;
    isRecycle: number;
    isDel: number;
    /** 0 exempt, 1 waiting (see isAudit), 2 passed, 3 rejected. */
    auditStatus: number;
    /** 1 while submitted to the platform; with auditStatus 1 and isAudit 0 the product awaits submission. */
    isAudit: number;
    reason: string;
    isPaidMember: number;
    isAutoUp: number;
    deliveryMethod: string;
    refundSwitch: number;
    systemFormId: number;
    giftPoints: number;
    createTime: string;
    updateTime: string;
  };
  /** Rich-text description, apart from the product row so list scans stay narrow. */
  productDescription: {
    productId: number;
    description: string;
  };
  productAttribute: {
    id: Generated<number>;
    productId: number;
    attributeName: string;
    isShowImage: number;
    sort: number;
  };
  productAttributeOption: {
    id: Generated<number>;
    productId: number;
    attributeId: number;
    optionName: string;
    image: string;
    sort: number;
  };
  /** One row per SKU. */
  productAttrValue: {
    id: Generated<number>;
    productId: number;
    /** Option names in attribute order, comma-joined. */
    sku: string;
    stock: number;
    sales: number;
    price: number;
    vipPrice: number;
    cost: number;
    otPrice: number;
    image: string;
    /** Hundredths of a kilogram / cubic metre. */
    weight: number;
    volume: number;
    brokerage: number;
    brokerageTwo: number;
    type: number;
    quota: number;
    quotaShow: number;
    /** JSON object text: attribute name → option name. */
    attrValue: string;
    barCode: string;
    expand: string;
    cdkeyId: number;
    itemNumber: string;
    isShow: number;
    isDefault: number;
    version: number;
  };
  /** Feedback coupons given on purchase (coupon rows belong to the coupons area). */
  productCoupon: {
    productId: number;
    couponId: number;
    addTime: string;
  };
  /** Bumped by triggers on every product row change: the list cache keys on it. */
  productVersion: {
    merId: number;
    version: number;
  };
  productRule: {
    id: Generated<number>;
    merId: number;
    ruleName: string;
    /** JSON text: [{value, detail: string[]}]. */
    ruleValue: string;
    createTime: string;
    updateTime: string;
  };
  productReply: {
    id: Generated<number>;
    merId: number;
    productId: number;
    attrValueId: number;
    sku: string;
    uid: number;
    nickname: string;
    avatar: string;
    phone: string;
    star: number;
    comment: string;
    /** JSON text: string[]. */
    pics: string;
    merchantReplyContent: string;
    merchantReplyTime: string | null;
    isReply: number;
    isVirtual: number;
    isLogoff: number;
    isDel: number;
    createTime: string;
    updateTime: string;
  };
  cdkeyLibrary: {
    id: Generated<number>;
    merId: number;
    name: string;
    remark: string;
    productId: number;
    productAttrValueId: number;
    totalNum: number;
    usedNum: number;
    isDel: number;
    createTime: string;
    updateTime: string;
  };
  cardSecret: {
    id: Generated<number>;
    merId: number;
    libraryId: number;
    cardNumber: string;
    secretNum: string;
    isUse: number;
    isDel: number;
    createTime: string;
    updateTime: string;
  };
  productGuaranteeGroup: {
    id: Generated<number>;
    merId: number;
    name: string;
    isDel: number;
    createTime: string;
    updateTime: string;
  };
  productGuaranteeGroupItem: {
    groupId: number;
    gid: number;
  };
}

declare module "../../db/schema.js" {
  interface DB extends ProductTables {}
}
