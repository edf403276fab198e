export const STORE_INFO_PATH = "/operation/modifyStoreInfo";
export const MALL_PATH = "/operation/mallConfiguration";
