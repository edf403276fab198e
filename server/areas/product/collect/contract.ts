/**
 * Collecting a product from another platform (contract §3.1 `product/copy/config`,
 * `product/copy/product`, `product/importProduct`): the answer shapes, for the console to
 * `import type`. Money is a decimal string, as everywhere else.
 */

/** `product/copy/config`: `copyType` "1" = one-pass with `copyNum` copies left, "2" = 99api (`copyNum` 0). */
export interface CopyConfig {
  copyType: string;
  copyNum: number;
}

export interface CollectedOption {
  optionName: string;
  image: string;
  sort: number;
}

export interface CollectedAttribute {
  attributeName: string;
  isShowImage: boolean;
  sort: number;
  optionList: CollectedOption[];
}

/** One SKU of the collected product, shaped like a stored SKU without ids. */
export interface CollectedSku {
  /** Option names joined by commas, in attribute order. */
  sku: string;
  /** JSON object text: attribute name → option name. */
  attrValue: string;
  image: string;
  price: string;
  vipPrice: string;
  cost: string;
  otPrice: string;
  stock: number;
  weight: string;
  volume: string;
  brokerage: number;
  brokerageTwo: number;
  barCode: string;
  itemNumber: string;
  expand: string;
  isShow: boolean;
  isDefault: boolean;
}

/** `ProductResponseForCopyProduct`: what the editor is filled with. Pictures keep their remote URLs. */
export interface CollectedProduct {
  image: string;
  /** JSON text of the picture URLs. */
  sliderImage: string;
  name: string;
  intro: string;
  keyword: string;
  price: string;
  otPrice: string;
  cost: string;
  unitName: string;
  stock: number;
  specType: boolean;
  videoLink: string;
  /** Rich-text description (HTML). */
  content: string;
  attrList: CollectedAttribute[];
  attrValueList: CollectedSku[];
}
