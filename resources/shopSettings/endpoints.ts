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

/**
 * The query key the store-info page reads the configuration with (useActionAnswer's default for
 * the action); a save marks it old, so the page opened again shows what was saved.
 */
export const CONFIG_ANSWER_KEY = [SHOP.store, "config"] as const;
