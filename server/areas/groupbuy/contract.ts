/** Wire shapes of group buying (contract §3.26): request schemas with the backend's messages, answer types. */
import { z } from "zod";
import { bodyInt, countField, hundredths, optionalBodyInt, parseExactDateTime } from "../../core/bodyFields.js";
import { MAX_MONEY_CENTS as MAX_PRICE } from "../../core/numberLimits.js";
import { pageParams, qDecodedText, qInt, qText, reqInt } from "../../core/validate.js";
import type { ProductSku } from "../product/contract.js";
import { reqText } from "../product/fields.js";

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const blankToUndefined = (v: unknown) => (v === "" || v === null ? undefined : v);

const qDate = (invalid: string) => qText().refine((v) => v === undefined || DATE.test(v), { error: invalid });
const qChoice = (values: readonly number[], invalid: string) => qInt(invalid).refine((v) => v === undefined || values.includes(v), { error: invalid });

export const GROUP_STATUS = { initial: 0, rejected: 1, withdrawn: 2, pending: 3, approved: 4 } as const;
export const GROUP_PROCESS = { notStarted: 0, running: 1, ended: 2 } as const;
export const RECORD_STATUS = { running: 0, success: 10, failed: -1 } as const;

/** `GroupBuyActivitySearchRequest`. `categoryId` and `merName` are the platform's merchant filters. */
export const groupActivityQuery = z.object({
  groupName: qDecodedText(),
  /** A day the activity covers from start to end, `yyyy-MM-dd`. */
  startTime: qDate("活动日期格式不正确"),
  groupProcess: qChoice([0, 1, 2], "活动进程格式不正确"),
  activityStatus: qChoice([0, 1], "活动状态格式不正确"),
  groupStatus: qChoice([0, 1, 2, 3, 4], "活动审核状态格式不正确"),
  categoryId: qInt("商户分类格式不正确"),
  merName: qText(),
  ...pageParams,
});
export type GroupActivityFilters = z.output<typeof groupActivityQuery>;

export const idQuery = z.object({ id: reqInt("请求参数 id 不能为空").refine((n) => n > 0, { error: "id 格式错误" }) });

/** A required `yyyy-MM-dd HH:mm:ss` body date (GMT+8), read as its text. */
const bodyDateTime = (missing: string, invalid: string) =>
  z.preprocess(blankToUndefined, z.string({ error: (issue) => (issue.input === undefined ? missing : invalid) }).trim()).refine(
    (text) => parseExactDateTime(text) !== undefined && text.length === 19,
    { error: invalid },
  );

const skuRequest = z.object({
  id: optionalBodyInt({ min: 1, message: "拼团商品规格ID格式不正确" }),
  groupActivityId: optionalBodyInt({ min: 0, message: "拼团活动id 格式不正确" }),
  productId: bodyInt("拼团基础商品id 不能为空", { min: 1, message: "拼团基础商品id 格式不正确" }),
  skuId: bodyInt("拼团基础商品 对应的sku id 不能为空", { min: 1, message: "拼团基础商品 对应的sku id 格式不正确" }),
  activePrice: hundredths("拼团价不能为空", { min: 1, minMessage: "拼团价不能小于0.01", max: MAX_PRICE, maxMessage: "拼团价最大为999999.99" }),
  quotaShow: countField("拼团限购数量", "拼团限购数量 不能为空", { minMessage: "拼团限购数量 不能小于0" }),
});

const activityFields = {
  groupName: reqText("拼团团活动名称 必须填写", 100, "拼团团活动名称 不能超过100个字符"),
  startTime: bodyDateTime("开始时间不能为空", "开始时间格式不正确"),
  endTime: bodyDateTime("结束时间不能为空", "结束时间格式不正确"),
  validHour: bodyInt("成团有效期 不能为空")
    .refine((n) => n >= 0, { error: "成团有效期小于0" })
    .refine((n) => n <= 240, { error: "成团有效期大于240" }),
  buyCount: countField("成团总人数", "成团总人数 不能为空", { minMessage: "成团总人数 不能小于0" }),
  allQuota: countField("购买上限", "购买上限 不能为空", { minMessage: "购买上限 不能小于0" }),
  oncQuota: countField("单次购买数量", "单次购买数量 不能为空", { minMessage: "单次购买数量 不能小于0" }),
  productCount: countField("参与商品数量", "参与商品数量 不能为空", { minMessage: "参与商品数量 格式不正确" }),
  showGroup: bodyInt("凑团 不能为空", { min: 0, max: 1, message: "凑团 0不可见，1可见" }),
  fictiStatus: optionalBodyInt({ min: 0, max: 1, message: "虚拟成团 假团 0关闭 1开启" }),
  groupBuySkuRequest: z.array(skuRequest, { error: "活动商品 不能为空" }).min(1, { error: "活动商品 不能为空" }).max(1000, { error: "活动商品规格过多" }),
};

const timesInOrder = (v: { startTime: string; endTime: string }) => v.endTime > v.startTime;

/** `GroupBuyActivityRequest` (save). */
export const groupActivitySaveBody = z.object(activityFields).refine(timesInOrder, { error: "结束时间必须大于开始时间" });
/** The same with `id` (update). */
export const groupActivityUpdateBody = z
  .object({ id: bodyInt("拼团活动ID不能为空", { min: 1, message: "拼团活动ID格式不正确" }), ...activityFields })
  .refine(timesInOrder, { error: "结束时间必须大于开始时间" });
export type GroupActivityInput = z.output<typeof groupActivitySaveBody>;
export type GroupSkuInput = GroupActivityInput["groupBuySkuRequest"][number];

export const groupStatusBody = z.object({
  id: bodyInt("拼团活动id 不能为空", { min: 1, message: "拼团活动id 格式不正确" }),
  status: bodyInt("拼团活动 待设置的状态 0=关闭 1=开启", { min: 0, max: 1, message: "拼团活动 待设置的状态 0=关闭 1=开启" }),
});

export const RECORD_SEARCH_TYPES = ["all", "uid", "nickname", "phone"] as const;

/** `GroupBuyRecordSearchRequest` without the status (what the counts take). */
export const groupRecordCountQuery = z.object({
  groupActivityName: qDecodedText(),
  productName: qDecodedText(),
  /** Groups opened from this day (`yyyy-MM-dd`)… */
  startTime: qDate("开始日期格式不正确"),
  /** …to this day. */
  endTime: qDate("结束日期格式不正确"),
  searchType: z.preprocess(blankToUndefined, z.enum(RECORD_SEARCH_TYPES, { error: "未知的搜索类型" }).optional()),
  content: qDecodedText(),
});
export type GroupRecordFilters = z.output<typeof groupRecordCountQuery>;

export const groupRecordQuery = groupRecordCountQuery.extend({
  recordStatus: qChoice([0, 10, -1], "拼团状态格式不正确"),
  ...pageParams,
});

// ---------------------------------------------------------------- answers

export interface GroupBuySkuResponse {
  id: number;
  groupActivityId: number;
  productId: number;
  activePrice: string;
  quotaShow: number;
  /** What is left of quotaShow. */
  quota: number;
  productName: string;
  skuId: number;
  /** The product SKU, as one row (empty when the SKU is gone). */
  attrValue: ProductSku[];
  /** Members of successful groups who bought this product. */
  latestBuyCount: number;
}

export interface GroupBuyProductResponse {
  productId: number;
  productName: string;
  image: string;
  groupBuyActivitySkuResponses: GroupBuySkuResponse[];
}

/** `GroupBuyActivityResponse`. */
export interface GroupBuyActivity {
  id: number;
  groupName: string;
  startTime: string;
  endTime: string;
  validHour: number;
  buyCount: number;
  allQuota: number;
  oncQuota: number;
  /** 0 initial, 1 rejected, 2 withdrawn, 3 pending review, 4 approved. */
  groupStatus: number;
  merId: number;
  merName: string;
  productCount: number;
  showGroup: number;
  fictiStatus: number;
  isDel: number;
  /** Groups opened. */
  totalActivityBegin: number;
  /** Groups that succeeded. */
  totalActivityDone: number;
  /** Orders placed in its groups. */
  totalOrderBegin: number;
  /** Orders of successful groups. */
  totalOrderDone: number;
  /** The platform's reason for a rejection. */
  refusal: string;
  /** 0 not started, 1 running, 2 ended. */
  groupProcess: number;
  /** The merchant's switch: 0 off, 1 on. */
  activityStatus: number;
  createTime: string;
  /** Only in the detail (`info`); empty in the list. */
  groupBuyActivityProductResponseList: GroupBuyProductResponse[];
}

export interface GroupStatusCount {
  groupStatus: number;
  count: number;
}

/** `GroupBuyActivityRecordAdminListResponse`. */
export interface GroupBuyRecordRow {
  groupBuyingId: number;
  groupName: string;
  merName: string;
  groupLeaderUid: number;
  groupLeaderNickname: string;
  productImage: string;
  productName: string;
  createTime: string;
  endTime: string;
  buyingCountNum: number;
  yetBuyingNum: number;
  /** 0 running, 10 success, -1 failed. */
  recordStatus: number;
}

export interface GroupRecordCounts {
  ingNum: number;
  successNum: number;
  failNum: number;
}

export interface GroupBuyMember {
  id: number;
  memberAvatar: string;
  memberId: number;
  memberNickname: string;
  orderNo: string;
  orderDetailSku: string;
  payNum: number;
  payPrice: string;
  refundNum: number;
  /** 1 the leader. */
  isLeader: number;
  createTime: string;
}

/** `GroupBuyRecordDetailResponse`. */
export interface GroupBuyRecordDetail {
  groupBuyingId: number;
  groupName: string;
  recordStatus: number;
  buyingCountNum: number;
  yetBuyingNum: number;
  createTime: string;
  endTime: string;
  productImage: string;
  productName: string;
  memberDataList: GroupBuyMember[];
}

/** `GroupBuyUser`: one member of a group (GET /groupbuy/user/list and /info; not used by the console). */
export interface GroupBuyUser {
  id: number;
  groupRecordId: number;
  /** The product the group buys. */
  productGroupId: number;
  groupActivityId: number;
  merId: number;
  payNum: number;
  recordStatus: number;
  isLeader: number;
  /** The order number. */
  orderId: string;
  uid: number;
  groupNickname: string;
  groupAvatar: string;
  createTime: string;
}
