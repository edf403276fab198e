/**
 * The store configuration form (店铺信息): its values, the request it sends back, and the
 * rules that are more than "required" — the customer-service channel, the coordinates.
 */
import type { MerchantConfigInfo, ServiceType } from "../../../server/areas/shopSettings/contract";
import { SERVICE_PHONE } from "../../../server/shared/phone";

/** The form: keywords as tags, everything else as answered. */
export interface ConfigFormValues extends Omit<MerchantConfigInfo, "keywords" | "txMapKey"> {
  keywords: string[];
}

export const ALERT_STOCK_MAX = 9999;
export const INTRO_MAX = 200;

/** The backend's URL rule for the H5 customer-service link: an http(s) address. */
export const SERVICE_LINK_PATTERN = /^https?:\/\/[^\s/$.?#][^\s]*$/i;
/** The original console's rule for the service phone (server/shared/phone.ts). */
export const SERVICE_PHONE_PATTERN = SERVICE_PHONE;

export const splitKeywords = (text: string | null | undefined): string[] =>
  (text ?? "")
    .split(",")
    .map((k) => k.trim())
    .filter(Boolean);

export function toFormValues(info: MerchantConfigInfo): ConfigFormValues {
  const { txMapKey: _key, keywords, ...rest } = info;
  return { ...rest, keywords: splitKeywords(keywords) };
}

/** The request body: keywords joined again, text trimmed, only the chosen channel's contact kept. */
export function toRequestBody(values: ConfigFormValues): Omit<MerchantConfigInfo, "txMapKey"> {
  const trim = (v: string | null | undefined) => (v ?? "").trim();
  return {
    ...values,
    keywords: values.keywords.join(","),
    addressDetail: trim(values.addressDetail),
    latitude: trim(String(values.latitude ?? "")),
    longitude: trim(String(values.longitude ?? "")),
    intro: trim(values.intro),
    serviceLink: values.serviceType === "H5" ? trim(values.serviceLink) : "",
    servicePhone: values.serviceType === "phone" ? trim(values.servicePhone) : "",
  };
}

/** Which contact field the customer-service type asks for. */
export const contactFieldOf = (type: ServiceType | undefined): "serviceLink" | "servicePhone" | undefined =>
  type === "H5" ? "serviceLink" : type === "phone" ? "servicePhone" : undefined;

export const isServiceLink = (value: string | null | undefined) => SERVICE_LINK_PATTERN.test((value ?? "").trim());
export const isServicePhone = (value: string | null | undefined) => SERVICE_PHONE_PATTERN.test((value ?? "").trim());

/** A coordinate within its range: latitude ±90, longitude ±180 (decimal degrees). */
export function isCoordinate(value: string | number | null | undefined, kind: "latitude" | "longitude"): boolean {
  const text = String(value ?? "").trim();
  if (!/^-?\d+(\.\d+)?$/.test(text)) return false;
  const limit = kind === "latitude" ? 90 : 180;
  return Math.abs(Number(text)) <= limit;
}
