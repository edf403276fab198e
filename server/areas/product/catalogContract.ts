/**
 * Around products (contract §3.2–§3.7): platform catalogues, merchant categories, spec
 * templates, comments, card-secret libraries and secrets, guarantee groups — request schemas
 * with the backend's messages, and the shapes answered.
 */
import { z } from "zod";
import { bodyInt, optionalBodyInt } from "../../core/bodyFields.js";
import { pageParams, qBool, qDecodedText, qInt, qText, reqInt } from "../../core/validate.js";
import { commaIds, optText, reqText } from "./fields.js";

// ---------------------------------------------------------------- merchant categories (§3.3)

export const merchantCategoryBody = z.object({
  id: optionalBodyInt({ min: 1, message: "商品分类ID格式错误" }),
  pid: bodyInt("父级ID不能为空", { min: 0, message: "父级ID格式错误" }),
  name: reqText("分类名称不能为空", 100, "分类名称不能超过100个字符"),
  icon: optText(),
  sort: bodyInt("排序不能为空", { min: 0, max: 9999, message: "排序最范围为0-9999" }),
});
export const merchantCategoryUpdateBody = merchantCategoryBody.extend({ id: bodyInt("商品分类ID不能为空") });

// ---------------------------------------------------------------- spec templates (§3.4)

const ruleValue = reqText("规格值不能为空").refine(isRuleValue, { error: "规格值格式不正确" });

export const ruleListQuery = z.object({ keywords: qDecodedText(), ...pageParams });
export const ruleBody = z.object({
  ruleName: reqText("规格名称不能为空", 32, "规格名称不能超过32个字符"),
  ruleValue,
});
export const ruleUpdateBody = ruleBody.extend({ id: bodyInt("规格ID不能为空") });

/** `[{value: spec name, detail: [values]}]`, non-empty, names and values non-blank. */
function isRuleValue(text: string): boolean {
  try {
    const list: unknown = JSON.parse(text);
    return (
      Array.isArray(list) &&
      list.length > 0 &&
      list.every(
        (spec: { value?: unknown; detail?: unknown }) =>
          typeof spec?.value === "string" &&
          spec.value.trim() !== "" &&
          Array.isArray(spec.detail) &&
          spec.detail.length > 0 &&
          spec.detail.every((d) => typeof d === "string" && d.trim() !== ""),
      )
    );
  } catch {
    return false;
  }
}

// ---------------------------------------------------------------- comments (§3.5)

export const replyListQuery = z.object({
  productSearch: qDecodedText(),
  star: qInt().refine((s) => s === undefined || (s >= 1 && s <= 5), { error: "评价星级为1-5" }),
  isReply: qBool(),
  dateLimit: qText(),
  searchType: z.preprocess((v) => (v === "" ? undefined : v), z.enum(["all", "uid", "nickname", "phone"], { error: "搜索类型不正确" }).optional()),
  content: qDecodedText(),
  ...pageParams,
});

export const virtualReplyBody = z.object({
  productId: bodyInt("商品ID不能为空"),
  attrValueId: bodyInt("商品规格属性值ID不能为空"),
  star: bodyInt("评价星级不能为空", { min: 1, max: 5, message: "评价星级为1-5" }),
  comment: reqText("请填写评论内容", 512, "评论内容长度不能超过512个字符"),
  pics: z.preprocess((v) => (v === undefined || v === null ? [] : v), z.array(z.string(), { error: "评论图片格式不正确" }).max(9, { error: "评论图片最多9张" })),
  avatar: reqText("评论人头像不能为空"),
  nickname: reqText("评论人昵称不能为空", 32, "评论人昵称不能超过32个字符"),
});

export const replyCommentBody = z.object({
  id: bodyInt("评论ID不能为空"),
  merchantReplyContent: reqText("回复内容不能为空", 512, "回复内容长度不能超过512个字符"),
});

// ---------------------------------------------------------------- card secrets (§3.6)

export const libraryListQuery = z.object({ name: qDecodedText(), productName: qDecodedText(), ...pageParams });
export const libraryBody = z.object({
  name: reqText("请填写卡密库名称", 32, "卡密库名称长度不能超过32个字符"),
  remark: optText(200, "备注长度不能超过200个字符"),
});
export const libraryUpdateBody = libraryBody.extend({ id: bodyInt("请选择要修改的卡密库") });

const cardNumber = reqText("卡号不能为空", 50, "卡号不能超过50个字符");
const secretNum = reqText("卡密不能为空", 50, "卡密不能超过50个字符");

export const secretListQuery = z.object({ libraryId: reqInt("请选择卡密库"), ...pageParams });
export const secretAddBody = z.object({
  libraryId: bodyInt("请选择卡密库"),
  csList: z.array(z.object({ cardNumber, secretNum }), { error: "卡密列表不能为空" }).min(1, { error: "卡密列表不能为空" }),
});
export const secretUpdateBody = z.object({ id: bodyInt("卡密ID不能为空"), cardNumber, secretNum });
export const secretBatchDeleteBody = z.object({ ids: commaIds("请选择要删除的卡密", "卡密ID格式不正确") });
export const secretImportQuery = z.object({ libraryId: reqInt("请选择卡密库") });

// ---------------------------------------------------------------- guarantee groups (§3.7)

export const guaranteeGroupBody = z.object({
  name: reqText("组合名称不能为空", 32, "组合名称不能超过32个字符"),
  gids: commaIds("请选择保障服务", "保障服务格式不正确"),
});
export const guaranteeGroupEditBody = guaranteeGroupBody.extend({ id: bodyInt("组合ID不能为空") });

// ---------------------------------------------------------------- answers

/** `ProCategoryCacheVo` (platform and merchant trees). */
export interface CategoryTreeNode {
  id: number;
  pid: number;
  name: string;
  icon: string;
  level?: number;
  sort: number;
  isShow: boolean;
  childList: CategoryTreeNode[];
}

export interface BrandRow {
  id: number;
  name: string;
  icon: string;
  isShow: boolean;
}

/** `MerchantProductCategory`. */
export interface MerchantCategory {
  id: number;
  merId: number;
  pid: number;
  name: string;
  icon: string;
  sort: number;
  isShow: boolean;
  isDel: boolean;
  createTime: string;
  updateTime: string;
}

export interface ProductRule {
  id: number;
  merId: number;
  ruleName: string;
  /** JSON text: [{value, detail: string[]}]. */
  ruleValue: string;
}

/** `ProductReplyResponse`. */
export interface ProductReplyRow {
  id: number;
  uid: number;
  star: number;
  comment: string;
  pics: string[];
  merchantReplyContent: string;
  merchantReplyTime: string | null;
  nickname: string;
  avatar: string;
  createTime: string;
  sku: string;
  merName: string;
  productName: string;
  productImage: string;
  isLogoff: boolean;
}

export interface CdkeyLibraryRow {
  id: number;
  name: string;
  remark: string;
  usedNum: number;
  totalNum: number;
  createTime: string;
  productName: string;
  productAttrValueName: string;
}

export interface CdkeyLibrarySimple {
  id: number;
  name: string;
  /** Unused secrets. */
  stock: number;
}

export interface CardSecret {
  id: number;
  merId: number;
  libraryId: number;
  cardNumber: string;
  secretNum: string;
  isUse: boolean;
  isDel: boolean;
  createTime: string;
}

export interface GuaranteeGroup {
  id: number;
  name: string;
  createTime: string;
  guaranteeList: Array<{ groupId: number; gid: number; isShow: boolean }>;
}
