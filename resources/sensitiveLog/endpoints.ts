import { get, type EndpointTable } from "../../providers/endpoints";
import { SENSITIVE_LOG, SENSITIVE_LOG_AUTH, SENSITIVE_LOG_PATH } from "./area";

export { SENSITIVE_LOG, SENSITIVE_LOG_AUTH, SENSITIVE_LOG_PATH };

/** Contract §3.30. */
export const sensitiveLogEndpoints: EndpointTable = {
  [SENSITIVE_LOG]: { list: get("log/sensitive/list") },
};
