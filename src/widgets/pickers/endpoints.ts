import { get, type EndpointTable } from "../../../providers/endpoints";
import { PRODUCT_LIST } from "../../../resources/product/endpoints";
import { PICKER, PICKER_AUTH, pickerResources } from "./resources";

export { PICKER, PICKER_AUTH, pickerResources };


/** Contract §3.1 (picker and simple picker), §3.2 and §3.3 (category trees). */
export const pickerEndpoints: EndpointTable = {
  [PICKER.products]: { list: get("product/activity/search/page", { decoded: ["name"] }) },
  [PICKER.simpleProducts]: { list: PRODUCT_LIST },
  [PICKER.marketingProducts]: { list: get("product/marketing/search/page", { decoded: ["name"] }) },
  [PICKER.trees]: {
    actions: {
      platform: get("plat/product/category/cache/tree"),
      merchant: get("store/product/category/cache/tree"),
    },
  },
};
