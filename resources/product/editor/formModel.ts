import { SINGLE_ATTRIBUTE, SINGLE_OPTION, newSkuData, skuKey, type AttrPair, type Spec, type SkuRow } from "./sku/skuModel";

export type GuaranteeMode = "group" | "alone";

/** What the antd Form of the editor holds (everything but specifications and SKUs). */
export interface ProductFormValues {
  type: number;
  name: string;
  intro: string;
  keywords: string[];
  cateIds: number[];
  categoryId?: number;
  brandId?: number;
  unitName: string;
  guaranteeMode: GuaranteeMode;
  guaranteeGroupId?: number;
  guaranteeIds: number[];
  image: string;
  sliderImages: string[];
  video: string;
  specType: boolean;
  tempId?: number;
  deliveryMethods: string[];
  couponIds: number[];
  content: string;
  systemFormId?: number;
  isPaidMember: boolean;
  refundSwitch: boolean;
  sort: number;
  giftPoints: number;
  isSub: boolean;
}

/** Everything the editor edits: the form, the single SKU, the specifications and their SKUs. */
export interface EditorState {
  values: ProductFormValues;
  /** 规格/默认 with its stored ids, when the product is single-spec. */
  singleSpec: Spec;
  singleRows: SkuRow[];
  specs: Spec[];
  multiRows: SkuRow[];
}

export const MAX_SLIDER_IMAGES = 10;
export const NAME_MAX = 50;
export const INTRO_MAX = 100;
export const UNIT_MAX = 32;

export const newFormValues = (type: number): ProductFormValues => ({
  type,
  name: "",
  intro: "",
  keywords: [],
  cateIds: [],
  unitName: "",
  guaranteeMode: "alone",
  guaranteeIds: [],
  image: "",
  sliderImages: [],
  video: "",
  specType: false,
  deliveryMethods: ["1"],
  couponIds: [],
  content: "",
  isPaidMember: false,
  refundSwitch: true,
  sort: 0,
  giftPoints: 0,
  isSub: false,
});

export const newSingleSpec = (): Spec => ({ name: SINGLE_ATTRIBUTE, withImage: false, options: [{ name: SINGLE_OPTION, image: "" }] });

const SINGLE_PAIRS: AttrPair[] = [[SINGLE_ATTRIBUTE, SINGLE_OPTION]];

export const newSingleRow = (): SkuRow => ({ ...newSkuData(), isDefault: true, key: skuKey(SINGLE_PAIRS), attrValue: SINGLE_PAIRS });

export const newEditorState = (type: number): EditorState => ({
  values: newFormValues(type),
  singleSpec: newSingleSpec(),
  singleRows: [newSingleRow()],
  specs: [],
  multiRows: [],
});
