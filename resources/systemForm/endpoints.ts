import { get, post, type EndpointTable } from "../../providers/endpoints";
import { SYSTEM_FORM_RESOURCES } from "./area";

export { SYSTEM_FORM_RESOURCES };

/** Contract §3.18: the merchant's drag-built forms and the platform's form templates. */
export const systemFormEndpoints: EndpointTable = {
  [SYSTEM_FORM_RESOURCES.form]: {
    list: get("system/form/page"),
    one: get("system/form/detail/:id"),
    create: post("system/form/add"),
    update: post("system/form/update"),
    delete: post("system/form/delete/:id", { send: "none" }),
  },
  [SYSTEM_FORM_RESOURCES.template]: {
    one: get("form/temp/info", { idParam: "id" }),
    actions: { byName: get("form/temp/name/info", { decoded: ["name"] }) },
  },
};
