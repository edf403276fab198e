/**
 * The draft editor's model, independent of React: a draft made from its base product or from a
 * stored draft, its SKU rows, the save body and the first rule it breaks.
 */
import type { ProductInfo } from "../../product/types";
import { pictureList } from "../shared/pictures";
import type { PayComponentDraftProduct } from "../types";

export interface DraftSkuRow {
  /** The base product's SKU id. */
  id: number;
  /** Specification name → option. */
  specs: Record<string, string>;
  image: string;
  price: string;
  cost: string;
  otPrice: string;
  stock: number;
  barCode: string;
  weight: string;
  volume: string;
  chosen: boolean;
}

export interface DraftValues {
  primaryProductId: number;
  productImage: string;
  title: string;
  headImg: string[];
  unitName: string;
  tempId?: number;
  /** First, second and third category ids. */
  catPath: number[];
  brandId?: number;
  qualificationPics: string[];
  descInfo: string;
  giveIntegral: number;
  ficti: number;
  specType: boolean;
  /** Specification names in order. */
  specNames: string[];
  skus: DraftSkuRow[];
}

/** WeChat takes up to five slider pictures. */
export const MAX_HEAD_IMAGES = 5;

const specsOf = (json: string): Record<string, string> => {
  try {
    const value: unknown = JSON.parse(json || "{}");
    return value && typeof value === "object" ? (value as Record<string, string>) : {};
  } catch {
    return {};
  }
};

/** A new draft from the product it sells: its name, pictures, unit, template and every SKU. */
export function fromProduct(info: ProductInfo): DraftValues {
  const skus = info.attrValueList.map((sku) => ({
    id: sku.id,
    specs: specsOf(sku.attrValue),
    image: sku.image || info.image,
    price: sku.price,
    cost: sku.cost,
    otPrice: sku.otPrice,
    stock: sku.stock,
    barCode: sku.barCode,
    weight: sku.weight,
    volume: sku.volume,
    chosen: true,
  }));
  return {
    primaryProductId: info.id,
    productImage: info.image,
    title: info.name.slice(0, 60),
    headImg: pictureList(info.sliderImage).slice(0, MAX_HEAD_IMAGES),
    unitName: info.unitName,
    tempId: info.tempId || undefined,
    catPath: [],
    brandId: undefined,
    qualificationPics: [],
    descInfo: info.content ?? "",
    giveIntegral: 0,
    ficti: info.ficti ?? 0,
    specType: info.specType,
    specNames: info.specType ? info.attrList.map((a) => a.attributeName) : [],
    skus,
  };
}

interface StoredSku extends Omit<DraftSkuRow, "specs" | "chosen"> {
  attrValue: string;
}

/** A stored draft back in the editor: its chosen SKUs, its category path from `catInfo`. */
export function fromDraft(d: PayComponentDraftProduct): DraftValues {
  const stored = JSON.parse(d.attrValue || "[]") as StoredSku[];
  const skus = stored.map(({ attrValue, ...sku }) => ({ ...sku, specs: specsOf(attrValue), chosen: true }));
  const attr = JSON.parse(d.attr || "[]") as { attrName: string }[];
  const cat = d.catInfo;
  return {
    primaryProductId: d.primaryProductId,
    productImage: pictureList(d.headImg)[0] ?? "",
    title: d.title,
    headImg: pictureList(d.headImg),
    unitName: d.unitName,
    tempId: d.tempId,
    catPath: cat ? [cat.firstCatId, cat.secondCatId, cat.thirdCatId] : [],
    brandId: d.brandId || undefined,
    qualificationPics: pictureList(d.qualificationPics),
    descInfo: d.descInfo,
    giveIntegral: d.giveIntegral,
    ficti: d.ficti,
    specType: d.specType,
    specNames: d.specType ? attr.map((a) => a.attrName) : [],
    skus,
  };
}

/** The locale key of the first rule the draft breaks (`videoChannel.editor.errors.*`), or undefined. */
export function draftProblem(v: DraftValues, qualificationRequired: boolean): string | undefined {
  const key = (name: string) => `videoChannel.editor.errors.${name}`;
  if (!v.primaryProductId) return key("product");
  const chosen = v.skus.filter((s) => s.chosen);
  if (!chosen.length) return key("skus");
  if (chosen.some((s) => !(Number(s.price) > 0))) return key("price");
  if (qualificationRequired && !v.qualificationPics.length) return key("qualification");
  return undefined;
}

export function draftBody(v: DraftValues, id?: number) {
  const chosen = v.skus.filter((s) => s.chosen);
  return {
    ...(id ? { id } : {}),
    primaryProductId: v.primaryProductId,
    title: v.title.trim(),
    headImg: JSON.stringify(v.headImg),
    qualificationPics: JSON.stringify(v.qualificationPics),
    thirdCatId: v.catPath[2],
    brandId: v.brandId ?? 0,
    descInfo: v.descInfo,
    tempId: v.tempId,
    unitName: v.unitName.trim(),
    giveIntegral: v.giveIntegral,
    ficti: v.ficti,
    specType: v.specType,
    attr: v.specNames.map((attrName) => ({ attrName, attrValues: [...new Set(chosen.map((s) => s.specs[attrName] ?? ""))].join(",") })),
    attrValue: chosen.map(({ specs, chosen: _chosen, ...sku }) => ({ ...sku, attrValue: JSON.stringify(specs), sku: Object.values(specs).join(",") })),
  };
}
