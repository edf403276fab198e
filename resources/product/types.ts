/**
 * Wire shapes of the products area (contract §3.1–§3.7), as the console reads and sends them.
 * Money, weights and volumes arrive as decimal strings (contract §1.6).
 */

import type {
  AdminProductListRow,
  AuditSwitchInfo,
  ProductActivityRow,
  ProductAttributeInfo,
  ProductInfo as ServerProductInfo,
  ProductSkuInfo,
  ProductTabCount,
} from "../../server/areas/product/contract";

/** The server's answer shapes, imported so a renamed field fails the typecheck here too. */
export type ProductRow = AdminProductListRow;
export type TabCount = ProductTabCount;
export type StoredAttribute = ProductAttributeInfo;
export type StoredSku = ProductSkuInfo;
export type ProductInfo = ServerProductInfo;
export type { AuditSwitchInfo, ProductActivityRow };

export interface AttrOptionBody {
  id?: number;
  optionName: string;
  image: string;
  sort: number;
}

export interface AttributeBody {
  id?: number;
  attributeName: string;
  isShowImage: boolean;
  sort: number;
  optionList: AttrOptionBody[];
}

export interface SkuBody {
  id?: number;
  stock: number;
  price: string;
  vipPrice: string;
  image: string;
  cost: string;
  otPrice: string;
  weight: string;
  volume: string;
  brokerage: number;
  brokerageTwo: number;
  attrValue: string;
  barCode: string;
  itemNumber: string;
  expand: string;
  cdkeyId?: number;
  isShow: boolean;
  isDefault: boolean;
}

/** `POST product/save` / `product/update` body (`ProductAddRequest`). */
export interface ProductBody {
  id?: number;
  type: number;
  image: string;
  sliderImage: string;
  name: string;
  intro: string;
  keyword: string;
  cateId: string;
  brandId: number;
  categoryId: number;
  guaranteeIds: string;
  unitName: string;
  tempId: number;
  sort: number;
  specType: boolean;
  isSub: boolean;
  attrList: AttributeBody[];
  attrValueList: SkuBody[];
  content: string;
  couponIds: number[];
  isPaidMember: boolean;
  isAutoUp: boolean;
  isAutoSubmitAudit: boolean;
  deliveryMethod: string;
  refundSwitch: boolean;
  systemFormId: number;
  giftPoints: number;
}

/** Category tree node (`ProCategoryCacheVo`), platform or merchant. */
export interface CategoryNode {
  id: number;
  pid: number;
  name: string;
  icon?: string;
  level?: number;
  sort: number;
  isShow: boolean;
  childList?: CategoryNode[] | null;
}

/** `MerchantProductCategory` (flat list). */
export interface MerchantCategory {
  id: number;
  pid: number;
  name: string;
  icon: string;
  sort: number;
  isShow: boolean;
}

export interface Brand {
  id: number;
  name: string;
  icon?: string;
  isShow?: boolean;
}

export interface Guarantee {
  id: number;
  name: string;
  icon: string;
  content: string;
  isShow: boolean;
}

export interface GuaranteeGroup {
  id: number;
  name: string;
  createTime: string;
  guaranteeList: { groupId: number; gid: number; isShow: boolean }[];
}

/** `ProductRule`; `ruleValue` is a JSON string of `RuleSpec[]`. */
export interface ProductRule {
  id: number;
  ruleName: string;
  ruleValue: string;
}

export interface RuleSpec {
  value: string;
  detail: string[];
}

export interface ProductReply {
  id: number;
  uid: number;
  star: number;
  comment: string;
  pics: string[];
  merchantReplyContent: string;
  merchantReplyTime: string | null;
  nickname: string;
  avatar: string;
  createTime: string;
  sku: string;
  productName: string;
  productImage: string;
}

export interface CdkeyLibrary {
  id: number;
  name: string;
  remark: string;
  usedNum: number;
  totalNum: number;
  createTime: string;
  productName: string;
  productAttrValueName: string;
}

export interface UnrelatedLibrary {
  id: number;
  name: string;
  stock: number;
}

export interface CardSecret {
  id: number;
  libraryId: number;
  cardNumber: string;
  secretNum: string;
  isUse: boolean;
  createTime: string;
}

/** Shipping template row (contract §3.9), as far as the product form needs it. */
export interface ShippingTemplateOption {
  id: number;
  name: string;
}

/** Feedback coupon (contract §3.8 `coupon/product/usable/list`). */
export interface UsableCoupon {
  id: number;
  name: string;
  money: string;
  minPrice: string;
}

export interface SystemFormOption {
  id: number;
  formName: string;
}
