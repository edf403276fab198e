import { get, post, type EndpointTable } from "../../providers/endpoints";
import { VIDEO } from "./area";

export { VIDEO };

/** Contract §3.28. Put on / take down are GET, as the backend maps them (§9: the original UI's POST failed). */
export const videoChannelEndpoints: EndpointTable = {
  [VIDEO.drafts]: {
    list: get("pay/component/draftproduct/draft/list", { decoded: ["search"] }),
    one: get("pay/component/draftproduct/draft/get/:id"),
    create: post("pay/component/draftproduct/add"),
    update: post("pay/component/draftproduct/update"),
    delete: get("pay/component/draftproduct/delete/:id", { send: "none" }),
    actions: { review: post("pay/component/draftproduct/review") },
  },
  [VIDEO.products]: {
    list: get("pay/component/product/list", { decoded: ["search"] }),
    one: get("pay/component/product/get/:id"),
    delete: get("pay/component/product/delete/:id", { send: "none" }),
    actions: {
      putOn: get("pay/component/product/puton/:id", { send: "none" }),
      putDown: get("pay/component/product/putdown/:id", { send: "none" }),
    },
  },
  [VIDEO.catalogue]: {
    actions: {
      categories: get("pay/component/cat/get/list"),
      shopCategories: post("pay/component/shop/cat/get"),
      usableBrands: get("pay/component/shop/brand/usable/list"),
      brands: get("pay/component/shop/brand/list"),
      imageUpload: post("pay/component/shop/img/upload"),
      deliveryCompanies: get("pay/component/delivery/company/get/list"),
    },
  },
};
