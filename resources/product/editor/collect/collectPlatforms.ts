/**
 * The platforms a 99api collection reads (the `form` of `product/importProduct`), and which one
 * a pasted link belongs to, so the merchant rarely has to pick it.
 */
export const COLLECT_PLATFORMS = [
  { form: 1, label: "product.collect.platforms.taobao", hosts: ["taobao.com"] },
  { form: 2, label: "product.collect.platforms.jd", hosts: ["jd.com", "jd.hk"] },
  { form: 3, label: "product.collect.platforms.suning", hosts: ["suning.com"] },
  { form: 4, label: "product.collect.platforms.pinduoduo", hosts: ["yangkeduo.com", "pinduoduo.com"] },
  { form: 5, label: "product.collect.platforms.tmall", hosts: ["tmall.com", "tmall.hk"] },
] as const;

export const DEFAULT_PLATFORM = 1;

/** The platform of a product link, by its host; undefined for another site or no link. */
export function platformOfLink(link: string): number | undefined {
  let host: string;
  try {
    host = new URL(link.trim()).hostname.toLowerCase();
  } catch {
    return undefined;
  }
  return COLLECT_PLATFORMS.find((p) => p.hosts.some((h) => host === h || host.endsWith(`.${h}`)))?.form;
}

/** `copyType` "1": the platform collects through one-pass (`copy/product`) with counted copies; otherwise 99api. */
export const isOnePass = (copyType: string | number | undefined) => String(copyType) === "1";
