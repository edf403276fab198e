/**
 * Request schemas and response shapes of contract §3.17 (picture library, categories,
 * uploads) and §3.18 (system forms, form templates). The console imports the types.
 */
import { z } from "zod";
import type { Page } from "../../core/envelope.js";
import { countField } from "../../core/bodyFields.js";
import { decodedAgain, pageParams, qDecodedText, qInt, qText, reqInt, TOO_MANY_IDS, withinIdLimit } from "../../core/validate.js";

const blank = (v: unknown) => (v === "" || v === null || v === undefined ? undefined : v);

/** Spring binds Boolean from JSON booleans, 0/1 and "true"/"false" alike. */
const requiredBool = (message: string) =>
  z.preprocess((v) => {
    const t = blank(v);
    if (t === true || t === "true" || t === 1 || t === "1") return true;
    if (t === false || t === "false" || t === 0 || t === "0") return false;
    return t;
  }, z.boolean({ error: message }));

const optionalText = () => z.preprocess((v) => (v === null ? undefined : v), z.string().trim().optional());

/** Required text (blank counts as missing), trimmed. */
const requiredText = (message: string) =>
  z.preprocess(blank, z.string({ error: message }).trim().min(1, { error: message }));

/** "1,2,3" → [1, 2, 3] (CrmebUtil.stringToArray); blank → `missing`, a bad item → `invalid`. */
const commaIds = (missing: string, invalid = "参数格式错误") =>
  z.preprocess(
    blank,
    z
      .string({ error: missing })
      .trim()
      .min(1, { error: missing })
      .transform((text, ctx) => {
        const ids = text.split(",").map((part) => Number(part.trim()));
        if (ids.some((id) => !Number.isInteger(id) || id <= 0)) {
          ctx.addIssue({ code: "custom", message: invalid });
          return z.NEVER;
        }
        return [...new Set(ids)];
      })
      .refine(withinIdLimit, { error: TOO_MANY_IDS }),
  );

// ---------------------------------------------------------------- categories

export const CATEGORY_TYPE_ATTACHMENT = 2;
const TYPE_RANGE = "类型，1 产品分类，2 附件分类，3 文章分类， 4 设置分类， 5 菜单分类， 6 配置分类， 7 秒杀配置之间";

/** `CategoryRequest`: a JSON body on save, query params on update. */
export const categoryRequest = z.object({
  pid: reqInt("请选择父级分类").pipe(z.number().min(0, { error: "请选择父级分类" })),
  name: z
    .string({ error: "分类名称必须填写" })
    .trim()
    .min(1, { error: "分类名称必须填写" })
    .max(50, { error: "分类名称不能超过50个字符" }),
  type: reqInt("类型必须选择").pipe(z.number().min(1, { error: TYPE_RANGE }).max(6, { error: TYPE_RANGE })),
  url: optionalText(),
  extra: optionalText(),
  status: requiredBool("状态必须选择"),
  sort: countField("排序数字", "排序数字为空", { minMessage: "排序数字必须大于等于0" }),
});
export type CategoryRequest = z.input<typeof categoryRequest>;

export const categoryTreeQuery = z.object({
  type: reqInt("请求参数 type 不能为空"),
  /** -1 all, 1 enabled, 0 disabled. */
  status: reqInt("请求参数 status 不能为空"),
  name: qDecodedText(),
});

export const categoryListQuery = z.object({
  pid: qInt(),
  name: qDecodedText(),
  type: qInt(),
  status: qInt(),
  ...pageParams,
});

export const categoryIdsQuery = z.object({ ids: commaIds("请求参数 ids 不能为空") });

export interface CategoryVo {
  id: number;
  pid: number;
  path: string;
  name: string;
  type: number;
  url: string;
  extra: string;
  status: boolean;
  sort: number;
  createTime: string;
  updateTime: string;
  /** The owner merchant id. */
  owner: number;
}

export interface CategoryTreeVo extends Omit<CategoryVo, "createTime" | "updateTime" | "owner"> {
  child: CategoryTreeVo[];
}

// ---------------------------------------------------------------- attachments

/** The backend's default `attType` filter. */
export const DEFAULT_ATT_TYPES = "png,jpeg,jpg,audio/mpeg,text/plain,video/mp4,gif";

export const attachmentListQuery = z.object({
  /** Category id; omitted (or 0) = every category. */
  pid: qInt(),
  attType: qText(),
  ...pageParams,
});

export const attachmentMoveBody = z.object({
  pid: reqInt("父级id不能为空"),
  attrId: commaIds("请选择附件"),
});

export const attachmentDeleteBody = z.object({ ids: commaIds("请选择附件") });

export interface SystemAttachmentVo {
  attId: number;
  name: string;
  attDir: string;
  /** Absolute URL the console displays. */
  sattDir: string;
  attSize: string;
  attType: string;
  pid: number;
  imageType: number;
  owner: number;
  createTime: string;
  updateTime: string;
}
export type AttachmentPage = Page<SystemAttachmentVo>;

// ---------------------------------------------------------------- uploads

export const uploadQuery = z.object({
  model: z.preprocess(
    blank,
    z
      .string({ error: "请求参数 model 不能为空" })
      .trim()
      // The model names a folder: keep it to one plain path segment.
      .regex(/^[A-Za-z0-9_-]{1,32}$/, { error: "请求参数 model 格式错误" }),
  ),
  pid: reqInt("请求参数 pid 不能为空"),
});

/** `FileResultVo`. */
export interface FileResultVo {
  /** The client's file name (≤ 99 characters). */
  fileName: string;
  extName: string;
  /** Bytes. */
  fileSize: number;
  /** Absolute URL of the stored file. */
  url: string;
  /** MIME subtype for images (`png`), full MIME for other files (`video/mp4`). */
  type: string;
}

// ---------------------------------------------------------------- system forms

const formFields = {
  formName: requiredText("请输入表单名称"),
  allKeys: optionalText(),
  /** JSON text of the drag-built mobile form. */
  formValue: optionalText(),
};

export const systemFormAddBody = z.object(formFields);
export const systemFormUpdateBody = z.object({
  id: reqInt("系统表单不存在").pipe(z.number().positive({ error: "系统表单不存在" })),
  ...formFields,
});
export const systemFormPageQuery = z.object(pageParams);
export type SystemFormRequest = z.input<typeof systemFormUpdateBody>;

export interface SystemFormVo {
  id: number;
  merId: number;
  formName: string;
  allKeys: string;
  formValue: string;
  status: boolean;
  isDelete: boolean;
  createTime: string;
  updateTime: string;
}
/** Page rows leave out the (large) form value. */
export type SystemFormListItem = Omit<SystemFormVo, "formValue">;

export const formTempInfoQuery = z.object({ id: reqInt("请求参数 id 不能为空") });
export const formTempNameQuery = z.object({ name: decodedAgain(requiredText("请求参数 name 不能为空")) });

export interface SystemFormTempVo {
  id: number;
  name: string;
  info: string;
  /** JSON text of a form-generator configuration (`fields`, `formRef`, `formModel`, …). */
  content: string;
  createTime: string;
  updateTime: string;
}
