import { PRODUCT_TYPE_CODE } from "../../../src/enums/product";
import type { AttributeBody, GuaranteeGroup, ProductBody, ProductInfo, SkuBody, StoredSku } from "../types";
import { newEditorState, newSingleRow, newSingleSpec, type EditorState, type ProductFormValues } from "./formModel";
import { usableSpecs } from "./sku/skuMatrix";
import { attrValueJson, skuKey, type AttrPair, type Spec, type SkuRow } from "./sku/skuModel";

const VIDEO = /\.(mp4|m4v|mov|webm|ogg)(\?.*)?$/i;
export const isVideoUrl = (url: string) => VIDEO.test(url);

const splitIds = (text: string | null | undefined) =>
  (text ?? "")
    .split(",")
    .map((s) => Number(s.trim()))
    .filter((n) => Number.isInteger(n) && n > 0);

const splitWords = (text: string | null | undefined) =>
  (text ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);

/** A JSON string array (slider pictures); anything else is empty. */
export function parseJsonArray(text: string | null | undefined): string[] {
  try {
    const parsed: unknown = JSON.parse(text ?? "[]");
    return Array.isArray(parsed) ? parsed.map(String).filter(Boolean) : [];
  } catch {
    return [];
  }
}

export interface BuildOptions {
  /** Present when updating. */
  id?: number;
  isAutoUp: boolean;
  isAutoSubmitAudit: boolean;
  /** The merchant's guarantee groups, to resolve a chosen group into its guarantees. */
  groups: readonly GuaranteeGroup[];
}

export function guaranteeIdsOf(
  values: Pick<ProductFormValues, "guaranteeMode" | "guaranteeGroupId" | "guaranteeIds">,
  groups: readonly GuaranteeGroup[],
): number[] {
  if (values.guaranteeMode === "alone") return values.guaranteeIds;
  const group = groups.find((g) => g.id === values.guaranteeGroupId);
  return group ? group.guaranteeList.filter((item) => item.isShow).map((item) => item.gid) : [];
}

export function attrListOf(specs: readonly Spec[]): AttributeBody[] {
  return usableSpecs(specs).map((spec, i) => ({
    ...(spec.id ? { id: spec.id } : {}),
    attributeName: spec.name.trim(),
    isShowImage: spec.withImage,
    sort: i + 1,
    optionList: spec.options.map((option, j) => ({
      ...(option.id ? { id: option.id } : {}),
      optionName: option.name,
      image: option.image,
      sort: j + 1,
    })),
  }));
}

export function skuBodiesOf(rows: readonly SkuRow[], type: number): SkuBody[] {
  const hasDefault = rows.some((row) => row.isDefault);
  return rows.map((row, i) => ({
    ...(row.id ? { id: row.id } : {}),
    stock: Number(row.stock),
    price: row.price.trim(),
    vipPrice: (row.vipPrice || row.price).trim(),
    image: row.image,
    cost: row.cost.trim(),
    otPrice: row.otPrice.trim(),
    weight: row.weight.trim(),
    volume: row.volume.trim(),
    brokerage: Number(row.brokerage),
    brokerageTwo: Number(row.brokerageTwo),
    attrValue: attrValueJson(row.attrValue),
    barCode: row.barCode.trim(),
    itemNumber: row.itemNumber.trim(),
    expand: type === PRODUCT_TYPE_CODE.cloudDisk ? row.expand.trim() : "",
    ...(type === PRODUCT_TYPE_CODE.cardSecret && row.cdkeyId ? { cdkeyId: row.cdkeyId } : {}),
    isShow: row.isShow,
    isDefault: hasDefault ? row.isDefault : i === 0,
  }));
}

/** The save/update body exactly as contract §3.1 wants it. */
export function buildProductBody(state: Omit<EditorState, "values"> & { values: ProductFormValues }, options: BuildOptions): ProductBody {
  const v = state.values;
  const specs = v.specType ? state.specs : [state.singleSpec];
  const rows = v.specType ? state.multiRows : state.singleRows;
  const slider = v.video ? [v.video, ...v.sliderImages] : v.sliderImages;
  const isNormal = v.type === PRODUCT_TYPE_CODE.normal;
  return {
    ...(options.id ? { id: options.id } : {}),
    type: v.type,
    image: v.image,
    sliderImage: JSON.stringify(slider),
    name: v.name.trim(),
    intro: v.intro.trim(),
    keyword: v.keywords.join(","),
    cateId: v.cateIds.join(","),
    brandId: v.brandId ?? 0,
    categoryId: v.categoryId ?? 0,
    guaranteeIds: guaranteeIdsOf(v, options.groups).join(","),
    unitName: v.unitName.trim(),
    tempId: isNormal ? (v.tempId ?? 0) : 0,
    sort: v.sort,
    specType: v.specType,
    isSub: v.isSub,
    attrList: attrListOf(specs),
    attrValueList: skuBodiesOf(rows, v.type),
    content: v.content,
    couponIds: v.couponIds,
    isPaidMember: v.isPaidMember,
    isAutoUp: options.isAutoUp,
    isAutoSubmitAudit: options.isAutoSubmitAudit,
    deliveryMethod: (isNormal ? v.deliveryMethods : ["1"]).join(","),
    refundSwitch: v.refundSwitch,
    systemFormId: v.systemFormId ?? 0,
    giftPoints: v.giftPoints,
  };
}

const text = (value: unknown, fallback = "0") => (value === null || value === undefined || value === "" ? fallback : String(value));

/** A SKU as the server answers it: stored (with ids) or collected from another platform (without). */
export type SkuSource = Pick<
  StoredSku,
  "attrValue" | "image" | "price" | "vipPrice" | "cost" | "otPrice" | "stock" | "weight" | "volume" | "brokerage" | "brokerageTwo" | "barCode" | "itemNumber" | "expand" | "isShow" | "isDefault"
> &
  Partial<Pick<StoredSku, "id" | "cdkeyId" | "cdkeyLibraryName">>;

/** A specification as the server answers it, stored or collected. */
export interface AttributeSource {
  id?: number;
  attributeName: string;
  isShowImage: boolean;
  sort: number;
  optionList: Array<{ id?: number; optionName: string; image: string; sort: number }>;
}

function rowOf(sku: SkuSource, order: readonly string[], copy: boolean): SkuRow {
  let parsed: Record<string, string> = {};
  try {
    parsed = JSON.parse(sku.attrValue || "{}") as Record<string, string>;
  } catch {
    parsed = {};
  }
  const names = [...order.filter((n) => n in parsed), ...Object.keys(parsed).filter((n) => !order.includes(n))];
  const pairs: AttrPair[] = names.map((n) => [n, String(parsed[n])]);
  return {
    key: skuKey(pairs),
    attrValue: pairs,
    ...(copy || !sku.id ? {} : { id: sku.id }),
    image: sku.image ?? "",
    price: text(sku.price),
    vipPrice: text(sku.vipPrice, text(sku.price)),
    cost: text(sku.cost),
    otPrice: text(sku.otPrice),
    stock: text(sku.stock),
    weight: text(sku.weight),
    volume: text(sku.volume),
    brokerage: text(sku.brokerage),
    brokerageTwo: text(sku.brokerageTwo),
    barCode: sku.barCode ?? "",
    itemNumber: sku.itemNumber ?? "",
    expand: sku.expand ?? "",
    cdkeyId: copy ? null : sku.cdkeyId || null,
    cdkeyLibraryName: copy ? "" : (sku.cdkeyLibraryName ?? ""),
    isShow: sku.isShow ?? true,
    isDefault: !!sku.isDefault,
  };
}

/** The editor's specifications from the server's; a copy drops their ids. */
export function specsOf(attributes: readonly AttributeSource[] | null | undefined, copy: boolean): Spec[] {
  return [...(attributes ?? [])]
    .sort((a, b) => a.sort - b.sort)
    .map((attr) => ({
      ...(copy || !attr.id ? {} : { id: attr.id }),
      name: attr.attributeName,
      withImage: !!attr.isShowImage,
      options: [...(attr.optionList ?? [])]
        .sort((a, b) => a.sort - b.sort)
        .map((o) => ({ ...(copy || !o.id ? {} : { id: o.id }), name: o.optionName, image: o.image ?? "" })),
    }));
}

/** The editor's SKU rows from the server's, their values in the order of `specs`. */
export function rowsOf(skus: readonly SkuSource[] | null | undefined, specs: readonly Spec[], copy: boolean): SkuRow[] {
  const order = specs.map((s) => s.name);
  return (skus ?? []).map((sku) => rowOf(sku, order, copy));
}

/** The editor's state from a stored product; a copy drops every id so it saves as a new product. */
export function stateFromInfo(info: ProductInfo, copy: boolean): EditorState {
  const base = newEditorState(info.type);
  const specs = specsOf(info.attrList, copy);
  const rows = rowsOf(info.attrValueList, specs, copy);
  const slider = parseJsonArray(info.sliderImage);
  const video = slider.length && isVideoUrl(slider[0]) ? slider[0] : "";
  const values: ProductFormValues = {
    ...base.values,
    type: info.type,
    name: info.name ?? "",
    intro: info.intro ?? "",
    keywords: splitWords(info.keyword),
    cateIds: splitIds(info.cateId),
    categoryId: info.categoryId || undefined,
    brandId: info.brandId ?? undefined,
    unitName: info.unitName ?? "",
    guaranteeIds: splitIds(info.guaranteeIds),
    image: info.image ?? "",
    sliderImages: video ? slider.slice(1) : slider,
    video,
    specType: !!info.specType,
    tempId: info.tempId || undefined,
    deliveryMethods: splitWords(info.deliveryMethod).length ? splitWords(info.deliveryMethod) : ["1"],
    couponIds: info.couponIds ?? [],
    content: info.content ?? "",
    systemFormId: info.systemFormId || undefined,
    isPaidMember: !!info.isPaidMember,
    refundSwitch: info.refundSwitch ?? true,
    sort: info.sort ?? 0,
    giftPoints: info.giftPoints ?? 0,
    isSub: !!info.isSub,
  };
  if (values.specType) return { ...base, values, specs, multiRows: rows };
  const singleSpec = specs[0] ?? newSingleSpec();
  return { ...base, values, singleSpec, singleRows: rows.length ? [rows[0]] : [newSingleRow()] };
}
