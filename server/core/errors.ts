/**
 * Business errors carry the envelope code the CRMEB backend would answer with.
 * HTTP status is always 200 (contract §1.4); the client branches on `code`.
 */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

/** Validation failure: code 400 with the field's own message. */
export const badRequest = (message: string) => new ApiError(400, message);
/** A business rule refused the request (CRMEB throws these as CrmebException → 500). */
export const refused = (message: string) => new ApiError(500, message);
export const notFound = (message = "资源未找到") => new ApiError(404, message);
export const unauthorized = () => new ApiError(401, "未登录，请登录！");
export const forbidden = () => new ApiError(403, "无访问权限,请联系管理员授予权限");
