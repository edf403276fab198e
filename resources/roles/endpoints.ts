import { get, post, type EndpointTable } from "../../providers/endpoints";
import { ROLES } from "./area";

export { ROLES };

/** Contract §3.15. */
export const rolesEndpoints: EndpointTable = {
  [ROLES.roles]: {
    list: get("role/list", { decoded: ["roleName"] }),
    one: get("role/info/:id"),
    create: post("role/save"),
    update: post("role/update"),
    delete: post("role/delete/:id", { send: "none" }),
    actions: { status: post("role/updateStatus") },
  },
  [ROLES.admins]: {
    list: get("admin/list", { decoded: ["realName"] }),
    one: get("admin/info", { idParam: "id" }),
    create: post("admin/save"),
    update: post("admin/update"),
    delete: get("admin/delete", { idParam: "id" }),
    actions: {
      status: get("admin/updateStatus"),
      password: post("admin/update/password"),
      sms: post("admin/update/receive/sms/:id", { send: "none" }),
    },
  },
  [ROLES.menuTree]: { list: get("menu/cache/tree") },
};
