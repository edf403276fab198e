import type { Area } from "../../src/routing/types";

export const SENSITIVE_LOG = "sensitiveLog";

export const SENSITIVE_LOG_AUTH = "merchant:log:sensitive:list";

export const SENSITIVE_LOG_PATH = "/maintain/sensitiveLog";

/** The sensitive-operation log (contract §3.30). */
export const area: Area = {
  name: "sensitiveLog",
  resources: [{ name: SENSITIVE_LOG, list: SENSITIVE_LOG_PATH, meta: { authorities: { list: SENSITIVE_LOG_AUTH } } }],
  load: () => import("./endpoints").then((m) => m.sensitiveLogEndpoints),
  routes: [{ path: SENSITIVE_LOG_PATH, page: () => import("./SensitiveLogPage"), title: "titles.sensitiveLog.list", authority: SENSITIVE_LOG_AUTH }],
};
