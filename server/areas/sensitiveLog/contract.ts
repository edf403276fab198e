/** Wire shapes of the sensitive-operation log (contract §3.30). */
import { z } from "zod";
import { pageParams } from "../../core/validate.js";

export const sensitiveLogQuery = z.object({ ...pageParams });

/** `SensitiveMethodLog`. */
export interface SensitiveMethodLog {
  id: number;
  merId: number;
  adminId: number;
  adminAccount: string;
  description: string;
  /** ADD, UPDATE or DELETE. */
  methodType: string;
  method: string;
  requestMethod: string;
  url: string;
  ip: string;
  /** JSON text. */
  requestParam: string;
  /** JSON text of the answer; empty for a failed call. */
  result: string;
  /** 0 ok, 1 failed. */
  status: number;
  errorMsg: string;
  createTime: string;
}
