/** The PC shop form: its values, the request it sends, and its limits. */
import type { MerchantPcBanner, MerchantPcShoppingConfig } from "../../../server/areas/shopSettings/contract";
import type { ChosenProduct } from "../../../src/widgets/pickers/ChosenProducts";

/** Most banners (the backend refuses more) and recommended products (the original page's limit). */
export const BANNER_MAX = 10;
export const RECOMMEND_MAX = 20;

export type BannerRow = Pick<MerchantPcBanner, "imageUrl" | "linkUrl" | "status">;

export interface PcConfigFormValues {
  pcLogo: string;
  pcGoodStoreCoverImage: string;
  bannerList: BannerRow[];
  products: ChosenProduct[];
}

export const emptyBanner = (): BannerRow => ({ imageUrl: "", linkUrl: "", status: true });

export function toFormValues(config: MerchantPcShoppingConfig): PcConfigFormValues {
  return {
    pcLogo: config.pcLogo,
    pcGoodStoreCoverImage: config.pcGoodStoreCoverImage,
    bannerList: [...config.bannerList].sort((a, b) => a.sort - b.sort).map(({ imageUrl, linkUrl, status }) => ({ imageUrl, linkUrl, status })),
    products: config.recommendProductList.map(({ id, name, image }) => ({ id, name, image })),
  };
}

/** The request: banners sorted as listed (1, 2, …), recommended products as comma-joined ids. */
export function toRequestBody(values: PcConfigFormValues) {
  return {
    pcLogo: values.pcLogo,
    pcGoodStoreCoverImage: values.pcGoodStoreCoverImage,
    bannerList: values.bannerList.map((b, index) => ({ imageUrl: b.imageUrl, linkUrl: (b.linkUrl ?? "").trim(), status: b.status, sort: index + 1 })),
    recommendProductStr: values.products.map((p) => p.id).join(","),
  };
}
