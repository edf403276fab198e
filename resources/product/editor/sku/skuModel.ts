/**
 * The specification and SKU model of the product editor, independent of React and the wire.
 * Every editable SKU value is kept as the text the merchant typed; the body builder converts.
 */
export interface SpecOption {
  /** Stored option id (edit mode). */
  id?: number;
  name: string;
  image: string;
}

export interface Spec {
  /** Stored attribute id (edit mode). */
  id?: number;
  name: string;
  /** Options carry a picture (only the first specification may). */
  withImage: boolean;
  options: SpecOption[];
}

/** An attribute name → option name pair, in specification order. */
export type AttrPair = readonly [name: string, option: string];

export interface SkuData {
  image: string;
  price: string;
  vipPrice: string;
  cost: string;
  otPrice: string;
  stock: string;
  weight: string;
  volume: string;
  brokerage: string;
  brokerageTwo: string;
  barCode: string;
  itemNumber: string;
  /** Cloud-disk link. */
  expand: string;
  /** Card-secret library. */
  cdkeyId: number | null;
  cdkeyLibraryName: string;
  isShow: boolean;
  isDefault: boolean;
}

export interface SkuRow extends SkuData {
  key: string;
  attrValue: readonly AttrPair[];
  /** Stored SKU id (edit mode). */
  id?: number;
}

/** Fields the SKU table and the batch row edit. */
export type SkuField = Exclude<keyof SkuData, "isShow" | "isDefault" | "cdkeyLibraryName">;

export const MONEY_FIELDS = ["price", "cost", "otPrice"] as const satisfies readonly SkuField[];
export const MEASURE_FIELDS = ["weight", "volume"] as const satisfies readonly SkuField[];
export const PERCENT_FIELDS = ["brokerage", "brokerageTwo"] as const satisfies readonly SkuField[];

/** The UI defaults of a new SKU (contract §3.1). */
export const newSkuData = (): SkuData => ({
  image: "",
  price: "0.01",
  vipPrice: "0.01",
  cost: "0.01",
  otPrice: "0.01",
  stock: "0",
  weight: "0",
  volume: "0",
  brokerage: "0",
  brokerageTwo: "0",
  barCode: "",
  itemNumber: "",
  expand: "",
  cdkeyId: null,
  cdkeyLibraryName: "",
  isShow: true,
  isDefault: false,
});

/** Single-spec products are one attribute 规格 with one option 默认 (contract §3.1). */
export const SINGLE_ATTRIBUTE = "规格";
export const SINGLE_OPTION = "默认";

export const skuKey = (pairs: readonly AttrPair[]) => JSON.stringify(pairs);

/** `{"颜色":"红","尺码":"L"}` — the SKU's `attrValue` on the wire. */
export const attrValueJson = (pairs: readonly AttrPair[]) => JSON.stringify(Object.fromEntries(pairs));

export const skuLabel = (pairs: readonly AttrPair[]) => pairs.map(([, option]) => option).join(" / ");
