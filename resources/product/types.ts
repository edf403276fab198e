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

import type { CollectedProduct, CopyConfig } from "../../server/areas/product/collect/contract";

/** The server's answer shapes, imported so a renamed field fails the typecheck here too. */
export type ProductRow = AdminProductListRow;
export type TabCount = ProductTabCount;
export type StoredAttribute = ProductAttributeInfo;
export type StoredSku = ProductSkuInfo;
export type ProductInfo = ServerProductInfo;
export type { AuditSwitchInfo, CollectedProduct, CopyConfig, ProductActivityRow };

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

export type {
  BrandRow as Brand,
  CardSecret,
  CdkeyLibraryRow as CdkeyLibrary,
  CdkeyLibrarySimple as UnrelatedLibrary,
  GuaranteeGroup,
  MerchantCategory,
  ProductReplyRow as ProductReply,
  ProductRule,
} from "../../server/areas/product/catalogContract";
export type { ProductGuarantee as Guarantee } from "../../server/areas/product/contract";

/** One specification of a template's `ruleValue` (the JSON the UI writes, contract §3.4). */
export interface RuleSpec {
  value: string;
  detail: string[];
}

export interface SystemFormOption {
  id: number;
  formName: string;
}
