import { get, post, type EndpointTable } from "../../providers/endpoints";
import { PAGE_DIY } from "./area";

export { PAGE_DIY };

/**
 * Contract §3.31. The preview code is a public call (`/publicly/…`, no authority); a CRMEB
 * backend asks WeChat for it, the reference server draws it.
 */
export const pageDiyEndpoints: EndpointTable = {
  [PAGE_DIY]: {
    list: get("page/diy/page", { decoded: ["keywords"] }),
    one: get("page/diy/info/:id"),
    create: post("page/diy/save"),
    update: post("page/diy/update"),
    delete: post("page/diy/delete/:id", { send: "none" }),
    actions: {
      rename: post("page/diy/update/name", { decoded: ["name"] }),
      setDefault: post("page/diy/set/default/:id", { send: "none" }),
      defaultId: get("page/diy/get/default/id", { send: "none" }),
      qrcode: { method: "post", path: "publicly/wechat/mini/get/qrcode" },
    },
  },
};
