import { get, post, type EndpointTable } from "../../providers/endpoints";
import { SHOP } from "./area";

export { SHOP };

/** Contract §3.23 (the settlement account is the finance area's). */
export const shopSettingsEndpoints: EndpointTable = {
  [SHOP.store]: {
    actions: {
      baseInfo: get("base/info"),
      config: get("config/info"),
      editConfig: post("config/info/edit"),
      toggleOpen: post("switch/update", { send: "none" }),
    },
  },
  [SHOP.pc]: {
    actions: {
      get: get("config/get/pc/shopping/config"),
      save: post("config/save/pc/shopping/config"),
    },
  },
};
