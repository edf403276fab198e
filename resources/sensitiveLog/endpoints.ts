import { get, type EndpointTable } from "../../providers/endpoints";

export const SENSITIVE_LOG = "sensitiveLog";
export const SENSITIVE_LOG_AUTH = "merchant:log:sensitive:list";
export const SENSITIVE_LOG_PATH = "/maintain/sensitiveLog";

/** Contract §3.30. */
export const sensitiveLogEndpoints: EndpointTable = {
  [SENSITIVE_LOG]: { list: get("log/sensitive/list") },
};
