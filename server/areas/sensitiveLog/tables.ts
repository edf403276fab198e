import type { Generated } from "kysely";

/** One row per call of a route marked `sensitive` (contract §3.30, `SensitiveMethodLog`). */
export interface SensitiveLogTables {
  sensitiveLog: {
    id: Generated<number>;
    merId: number;
    adminId: number;
    adminAccount: string;
    description: string;
    /** ADD, UPDATE or DELETE. */
    methodType: string;
    /** The action's name, e.g. `configInfoEdit`. */
    method: string;
    requestMethod: string;
    url: string;
    ip: string;
    /** JSON of the request's parameters, passwords masked. */
    requestParam: string;
    /** JSON of the answer's envelope; empty when the call failed. */
    result: string;
    /** 0 ok, 1 failed. */
    status: number;
    errorMsg: string;
    createTime: string;
  };
}

declare module "../../db/schema.js" {
  interface DB extends SensitiveLogTables {}
}
