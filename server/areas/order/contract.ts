/** Wire shapes of orders (contract §3.11) and after-sales (§3.12). Money is a decimal string. */
import { z } from "zod";
import { MOBILE_PATTERN } from "../../shared/phone.js";
import { pageParams, qDecodedText, qInt, qText } from "../../core/validate.js";
import { MAX_COUNT, tooMany } from "../../core/numberLimits.js";

const blankToUndefined = (v: unknown) => (v === "" || v === null ? undefined : v);

/** The list's `status` strings (contract §8) in the order of OrderCountItemResponse. */
export const ORDER_STATUS_FILTERS = [
  "all",
  "unPaid",
  "notShipped",
  "spike",
  "receiving",
  "complete",
  "refunded",
  "deleted",
  "awaitVerification",
  "cancel",
] as const;
export type OrderStatusFilter = (typeof ORDER_STATUS_FILTERS)[number];
export const ORDER_SEARCH_TYPES = ["all", "uid", "nickname", "phone"] as const;

/** `OrderTabsHeaderRequest`: the list filters without status and paging. */
export const orderTabsQuery = z.object({
  orderNo: qDecodedText(),
  dateLimit: qText(),
  type: qInt("未知的订单类型").pipe(z.union([z.literal(0), z.literal(1), z.literal(2), z.undefined()], { error: "未知的订单类型" })),
  searchType: z.preprocess(blankToUndefined, z.enum(ORDER_SEARCH_TYPES, { error: "未知的搜索类型" }).optional()),
  content: qDecodedText(),
});
export type OrderFilters = z.output<typeof orderTabsQuery>;

/** `OrderSearchRequest`. */
export const orderSearchQuery = orderTabsQuery.extend({
  status: z.preprocess(
    blankToUndefined,
    z.enum(ORDER_STATUS_FILTERS, {
      error: (issue) => (issue.input === undefined ? "订单状态不能为空" : "未知的订单状态"),
    }),
  ),
  ...pageParams,
});
export type OrderSearch = z.output<typeof orderSearchQuery>;

/** The export takes the list's filters; status may be left out (= all). */
export const orderExportQuery = orderTabsQuery.extend({
  status: z.preprocess(blankToUndefined, z.enum(ORDER_STATUS_FILTERS, { error: "未知的订单状态" }).default("all")),
});

export const orderNoParams = z.object({ orderNo: z.string().trim().min(1, { error: "订单编号不能为空" }) });
export const invoiceIdParams = z.object({
  invoiceId: z.coerce.number({ error: "发货单ID格式错误" }).int({ error: "发货单ID格式错误" }).positive({ error: "发货单ID格式错误" }),
});

const requiredText = (message: string) =>
  z.preprocess((v) => (typeof v === "string" ? v.trim() : v), z.string({ error: message }).min(1, { error: message }));
const optionalText = () => z.preprocess((v) => (v === null ? undefined : v), z.string({ error: "参数格式错误" }).trim().optional());
const deliveryMark = () =>
  z.preprocess((v) => (v === null ? undefined : v), z.string({ error: "参数格式错误" }).max(250, { error: "备注长度不能超过250个字符" }).optional());
const positiveInt = (message: string) => z.coerce.number({ error: message }).int({ error: message });

/** `[{orderDetailId, num}]` of split shipment and direct refund. */
const lineQuantities = z.array(
  z.object({
    orderDetailId: positiveInt("订单详情ID不能为空").positive({ error: "订单详情ID不能为空" }),
    num: positiveInt("数量不能为空").min(1, { error: "数量必须大于0" }).max(MAX_COUNT, { error: tooMany("数量") }),
  }),
  { error: "请选择商品" },
);
export type LineQuantity = z.output<typeof lineQuantities>[number];

export const DELIVERY_TYPES = ["express", "merchant", "noNeed"] as const;
export const PHONE = MOBILE_PATTERN;

/** `OrderSendRequest`, with the console form's rules (contract §3.11). */
export const orderSendBody = z
  .object({
    orderNo: requiredText("订单编号不能为空"),
    deliveryType: z.enum(DELIVERY_TYPES, {
      error: (issue) => (issue.input === undefined || issue.input === "" ? "请选择发货类型" : "未知的发货类型"),
    }),
    isSplit: z.boolean({ error: "请选择是否分单发货" }),
    detailList: lineQuantities.optional(),
    expressRecordType: z.preprocess(blankToUndefined, z.enum(["1", "2"], { error: "未知的发货记录类型" }).optional()),
    expressCode: optionalText(),
    expressNumber: optionalText(),
    expressTempId: optionalText(),
    toName: optionalText(),
    toTel: optionalText(),
    toAddr: optionalText(),
    deliveryCarrier: optionalText(),
    carrierPhone: optionalText(),
    deliveryName: optionalText(),
    deliveryTel: optionalText(),
    deliveryMark: deliveryMark(),
  })
  .superRefine((b, ctx) => {
    const fail = (message: string) => ctx.addIssue({ code: "custom", message });
    if (b.isSplit && !b.detailList?.length) return fail("请选择发货商品");
    if (b.deliveryType === "express") {
      const recordType = b.expressRecordType ?? "1";
      if (!b.expressCode) return fail("请选择快递公司");
      if (recordType === "1" && !b.expressNumber) return fail("请输入快递单号");
      if (recordType === "2") {
        if (!b.expressTempId) return fail("请选择电子面单");
        if (!b.toName) return fail("请输入寄件人姓名");
        if (!b.toTel) return fail("请输入寄件人电话");
        if (!b.toAddr) return fail("请输入寄件人地址");
      }
    }
    if (b.deliveryType === "merchant") {
      if (!b.deliveryCarrier) return fail("请输入配送人员");
      if (!b.carrierPhone) return fail("请输入配送人员手机号");
      if (!PHONE.test(b.carrierPhone)) return fail("请输入正确的手机号");
    }
  });
export type OrderSend = z.output<typeof orderSendBody>;

export const orderMarkBody = z.object({
  orderNo: requiredText("订单编号不能为空"),
  remark: requiredText("订单备注不能为空").pipe(z.string().max(255, { error: "备注长度不能超过255个字符" })),
});

/**
 * `OrderInvoiceUpdateRequest`: only the id and the remark's length are checked here; which fields a
 * shipment needs depends on its stored delivery type (checked by the handler, as the backend does).
 */
export const invoiceUpdateBody = z.object({
  id: positiveInt("请选择发货单").positive({ error: "请选择发货单" }),
  expressCode: optionalText(),
  expressNumber: optionalText(),
  expressRecordType: z.preprocess(blankToUndefined, z.enum(["1", "2"], { error: "未知的发货记录类型" }).optional()),
  deliveryMark: z.preprocess((v) => (v === null ? undefined : v), z.string({ error: "参数格式错误" }).max(250, { error: "备注最多250个字符" }).optional()),
  deliveryCarrier: optionalText(),
  carrierPhone: optionalText(),
});
export type InvoiceUpdate = z.output<typeof invoiceUpdateBody>;

export const verificationBody = z.object({ verifyCode: requiredText("核销码不能为空") });

export const directRefundBody = z
  .object({
    orderNo: requiredText("订单编号不能为空"),
    returnType: z.union([z.literal(1), z.literal(2)], { error: "请选择退款类型" }),
    detailList: lineQuantities.optional(),
  })
  .superRefine((b, ctx) => {
    if (b.returnType === 2 && !b.detailList?.length) ctx.addIssue({ code: "custom", message: "请选择退款商品" });
  });
export type DirectRefund = z.output<typeof directRefundBody>;

// ---- after-sales (§3.12) ----

export const REFUND_STATUS_ALL = 9;

/** `RefundOrderSearchRequest` without paging (the status counts take the same filters). */
export const refundFiltersQuery = z.object({
  refundOrderNo: qText(),
  orderNo: qText(),
  dateLimit: qText(),
  trackingNumber: qText(),
  searchType: z.preprocess(blankToUndefined, z.enum(ORDER_SEARCH_TYPES, { error: "未知的搜索类型" }).optional()),
  content: qDecodedText(),
});
export type RefundFilters = z.output<typeof refundFiltersQuery>;

export const refundSearchQuery = refundFiltersQuery.extend({
  refundStatus: qInt("未知的售后状态")
    .pipe(z.number().optional())
    .transform((v) => v ?? REFUND_STATUS_ALL)
    .refine((v) => (v >= 0 && v <= 6) || v === REFUND_STATUS_ALL, { error: "未知的售后状态" }),
  ...pageParams,
});
export type RefundSearch = z.output<typeof refundSearchQuery>;

export const refundNoParams = z.object({ refundOrderNo: z.string().trim().min(1, { error: "退款单号不能为空" }) });

export const refundMarkBody = z.object({
  refundOrderNo: requiredText("退款单号不能为空"),
  remark: requiredText("备注不能为空").pipe(z.string().max(255, { error: "备注长度不能超过255个字符" })),
});

export const refundAuditBody = z
  .object({
    refundOrderNo: requiredText("退款单号不能为空"),
    auditType: z.enum(["success", "refuse"], {
      error: (issue) => (issue.input === undefined || issue.input === "" ? "审核类型不能为空" : "未知的审核类型"),
    }),
    reason: z.preprocess((v) => (v === null ? undefined : v), z.string().trim().max(255, { error: "拒绝原因不能超过255个字符" }).optional()),
    merAddressId: z.preprocess(blankToUndefined, z.coerce.number({ error: "退货地址ID格式错误" }).int().positive({ error: "退货地址ID格式错误" }).optional()),
  })
  .superRefine((b, ctx) => {
    if (b.auditType === "refuse" && !b.reason) ctx.addIssue({ code: "custom", message: "请填写拒绝退款原因" });
  });
export type RefundAudit = z.output<typeof refundAuditBody>;

export const receivingRejectBody = z.object({
  refundOrderNo: requiredText("退款单号不能为空"),
  reason: requiredText("请填写拒绝收货原因").pipe(z.string().max(255, { error: "拒绝原因不能超过255个字符" })),
});

// ---- answers ----

export interface CardSecret {
  id: number;
  libraryId: number;
  cardNumber: string;
  secretNum: string;
  isUse: boolean;
}

/** `OrderInfoFrontDataResponse`: a line of a listed or detailed order. */
export interface OrderLine {
  id: number;
  merId: number;
  productId: number;
  productName: string;
  image: string;
  attrValueId: number;
  sku: string;
  price: string;
  payNum: number;
  payPrice: string;
  applyRefundNum: number;
  refundNum: number;
  deliveryNum: number;
  productType: number;
  productMarketingType: number;
  expand: string;
  cardSecretIds: string;
  cardSecretList: CardSecret[];
  vipPrice: string;
  redeemIntegral: number;
  proRefundSwitch: boolean;
}

/** `MerchantOrderPageResponse`. */
export interface OrderRow {
  orderNo: string;
  payPrice: string;
  payType: string;
  status: number;
  refundStatus: number;
  cancelStatus: number;
  isUserDel: boolean;
  type: number;
  secondType: number;
  level: number;
  createTime: string;
  nickName: string;
  isLogoff: boolean;
  userRefundSign: boolean;
  totalNum: number;
  merchantRemark: string;
  infoResponseList: OrderLine[];
  groupBuyRecordStatus: number;
  refundNum: number;
}

/** `OrderCountItemResponse`. */
export interface OrderCounts {
  all: number;
  unPaid: number;
  notShipped: number;
  spike: number;
  receiving: number;
  complete: number;
  refunded: number;
  deleted: number;
  verification: number;
  cancel: number;
}

/** `OrderAdminDetailResponse`. */
export interface OrderDetailInfo {
  orderNo: string;
  uid: number;
  totalNum: number;
  proTotalPrice: string;
  totalPostage: string;
  totalPrice: string;
  couponPrice: string;
  useIntegral: number;
  integralPrice: string;
  payPrice: string;
  payPostage: string;
  paid: boolean;
  payTime: string | null;
  payType: string;
  payChannel: string;
  status: number;
  refundStatus: number;
  cancelStatus: number;
  isUserDel: boolean;
  gainIntegral: number;
  outTradeNo: string;
  type: number;
  secondType: number;
  level: number;
  createTime: string;
  realName: string;
  userPhone: string;
  userAddress: string;
  userRemark: string;
  avatar: string;
  userLevel: number;
  isPaidMember: boolean;
  merchantRemark: string;
  shippingType: number;
  firstBrokerage: string;
  secondBrokerage: string;
  commissionCharge: string;
  verifyCode: string;
  isSplitDelivery: boolean;
  clerkId: number;
  nickname: string;
  phone: string;
  isLogoff: boolean;
  clerkName: string;
  orderDetailList: OrderLine[];
  merCouponPrice: string;
  platCouponPrice: string;
  svipDiscountPrice: string;
  userRefundSign: boolean;
  systemFormId: number;
  orderExtend: string;
  redeemIntegral: number;
  verifyTime: string | null;
}

/** `OrderDetail` (entity) of `/order/{orderNo}/detail/list`. */
export interface OrderDetailEntity {
  id: number;
  orderNo: string;
  merId: number;
  uid: number;
  productId: number;
  productName: string;
  image: string;
  attrValueId: number;
  sku: string;
  price: string;
  vipPrice: string;
  payPrice: string;
  payNum: number;
  weight: string;
  volume: string;
  isReply: boolean;
  isReceipt: boolean;
  subBrokerageType: number;
  brokerage: number;
  brokerageTwo: number;
  freightFee: string;
  couponPrice: string;
  useIntegral: number;
  integralPrice: string;
  gainIntegral: number;
  productType: number;
  productMarketingType: number;
  firstBrokerageFee: string;
  secondBrokerageFee: string;
  deliveryNum: number;
  applyRefundNum: number;
  refundNum: number;
  refundPrice: string;
  refundUseIntegral: number;
  refundIntegralPrice: string;
  refundGainIntegral: number;
  refundFirstBrokerageFee: string;
  refundSecondBrokerageFee: string;
  createTime: string;
  updateTime: string;
  merName: string;
  merCouponPrice: string;
  platCouponPrice: string;
  refundPlatCouponPrice: string;
  refundFreightFee: string;
  expand: string;
  cardSecretIds: string;
  isSvip: boolean;
  isPaidMemberProduct: boolean;
  proRefundSwitch: boolean;
  redeemIntegral: number;
  groupBuyActivityId: number;
}

export interface InvoiceLine {
  id: number;
  invoiceId: number;
  productId: number;
  productName: string;
  image: string;
  attrValueId: number;
  sku: string;
  num: number;
  createTime: string;
  updateTime: string;
}

/** `OrderInvoiceResponse`: a shipment. */
export interface OrderInvoice {
  id: number;
  orderNo: string;
  merId: number;
  uid: number;
  trackingNumber: string;
  expressName: string;
  expressCode: string;
  totalNum: number;
  createTime: string;
  updateTime: string;
  deliveryMark: string;
  deliveryCarrier: string;
  carrierPhone: string;
  deliveryType: string;
  expressRecordType: string;
  detailList: InvoiceLine[];
}

/** `LogisticsResultVo`. */
export interface LogisticsResult {
  number: string;
  type: string;
  list: Array<{ time: string; status: string }>;
  /** 1 in transit, 2 out for delivery, 3 signed, 4 failed, 5 problem, 6 returned. */
  deliverystatus: string;
  issign: string;
  expName: string;
  expSite: string;
  expPhone: string;
  courier: string;
  courierPhone: string;
  updateTime: string;
  takeTime: string;
  logo: string;
}

/** What `/order/verification` answers: the order written off. */
export interface VerificationResult {
  orderNo: string;
  status: number;
  verifyTime: string;
}

/** What `/order/direct/refund` answers: the refund orders created (already refunded). */
export interface DirectRefundResult {
  orderNo: string;
  refundStatus: number;
  refundPrice: string;
  refundOrderNoList: string[];
}

/** `/export/order/excel`: the absolute URL of the workbook. */
export interface ExportFile {
  fileName: string;
}

/** `RefundOrderInfo`: the line of a refund order. */
export interface RefundOrderLine {
  id: number;
  refundOrderNo: string;
  merId: number;
  orderDetailId: number;
  productId: number;
  productName: string;
  image: string;
  attrValueId: number;
  sku: string;
  price: string;
  payPrice: string;
  payNum: number;
  productType: number;
  applyRefundNum: number;
  refundPrice: string;
  merchantRefundPrice: string;
  platformRefundPrice: string;
  refundUseIntegral: number;
  refundIntegralPrice: string;
  refundGainIntegral: number;
  refundFirstBrokerageFee: string;
  refundSecondBrokerageFee: string;
  createTime: string;
  updateTime: string;
  refundPlatCouponPrice: string;
  refundFreightFee: string;
}

/** `MerchantRefundOrderPageResponse`. */
export interface RefundRow {
  refundOrderNo: string;
  orderNo: string;
  uid: number;
  refundStatus: number;
  refundPrice: string;
  merRemark: string;
  createTime: string;
  afterSalesType: number;
  userNickName: string;
  isCompulsoryRefund: boolean;
  returnGoodsType: number;
  totalNum: number;
  refundOrderInfo: RefundOrderLine | null;
}

export interface RefundCounts {
  all: number;
  await: number;
  reject: number;
  refunding: number;
  refunded: number;
  awaitReturning: number;
  awaitReceiving: number;
  revoke: number;
}

export interface RefundStatusEntry {
  orderNo: string;
  changeType: string;
  changeMessage: string;
  createTime: string;
}

/** `orderInfoVo` of the refund detail. */
export interface RefundOrderInfoVo {
  orderNo: string;
  uid: number;
  nickname: string;
  phone: string;
  status: number;
  totalNum: number;
  paid: boolean;
  payType: string;
  payTime: string | null;
  createTime: string;
  deliveryNum: number;
  proTotalPrice: string;
  payPrice: string;
  merCouponPrice: string;
  platCouponPrice: string;
  integralPrice: string;
  payPostage: string;
  useIntegral: number;
  gainIntegral: number;
  userRemark: string;
  merchantRemark: string;
  shippingType: number;
  realName: string;
  userPhone: string;
  userAddress: string;
  refundStatus: number;
  type: number;
  secondType: number;
  svipDiscountPrice: string;
}

/** `RefundOrderAdminDetailResponse`. */
export interface RefundDetail {
  refundOrderNo: string;
  afterSalesType: number;
  refundStatus: number;
  refundPrice: string;
  payPrice: string;
  productName: string;
  image: string;
  sku: string;
  price: string;
  refundTime: string | null;
  payNum: number;
  refundUseIntegral: number;
  refundGainIntegral: number;
  refundFirstBrokerageFee: string;
  refundSecondBrokerageFee: string;
  refundFreightFee: string;
  applyRefundNum: number;
  isUserRevoke: boolean;
  promoterType: string;
  returnGoodsType: number;
  refundReasonWap: string;
  refundReasonWapImg: string;
  refundReasonWapExplain: string;
  receiver: string;
  receiverPhone: string;
  receiverAddressDetail: string;
  expressName: string;
  trackingNumber: string;
  telephone: string;
  refundReason: string;
  statusList: RefundStatusEntry[];
  orderInfoVo: RefundOrderInfoVo;
  merRemark: string;
  platformRemark: string;
}
