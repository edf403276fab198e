/** The order area's `OrderResultCode`s (contract §1.4: 5001–5502 for order / invoice / refund-order state errors). */
import { ApiError } from "../../core/errors.js";

export const orderMissing = () => new ApiError(5001, "订单不存在");
export const orderStateWrong = (message: string) => new ApiError(5002, message);
export const orderLineMissing = () => new ApiError(5003, "订单商品不存在");
export const invoiceMissing = () => new ApiError(5101, "发货单不存在");
export const refundMissing = () => new ApiError(5501, "退款单不存在");
export const refundStateWrong = (message: string) => new ApiError(5502, message);
