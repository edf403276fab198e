import type { Area } from "../../src/routing/types";
import { SENSITIVE_LOG, SENSITIVE_LOG_AUTH, SENSITIVE_LOG_PATH, sensitiveLogEndpoints } from "./endpoints";

/** The sensitive-operation log (contract §3.30). */
export const sensitiveLogArea: Area = {
  name: "sensitiveLog",
  resources: [{ name: SENSITIVE_LOG, list: SENSITIVE_LOG_PATH, meta: { authorities: { list: SENSITIVE_LOG_AUTH } } }],
  endpoints: sensitiveLogEndpoints,
  routes: [{ path: SENSITIVE_LOG_PATH, page: () => import("./SensitiveLogPage"), title: "titles.sensitiveLog.list", authority: SENSITIVE_LOG_AUTH }],
};
