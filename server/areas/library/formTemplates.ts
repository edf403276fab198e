/**
 * Demo content of the two platform form templates the merchant console reads (contract §3.18:
 * 84 public-account form, 86 seckill form), in the form-generator format, and of the
 * merchant's drag-built system forms.
 */

interface FieldOptions {
  required?: boolean;
  placeholder?: string;
  regList?: Array<{ pattern: string; message: string }>;
  defaultValue?: unknown;
  options?: Array<{ label: string; value: number | string }>;
  tips?: { desc: string; link?: string };
  extra?: Record<string, unknown>;
}

const TAG_ICONS: Record<string, string> = {
  "el-input": "input",
  "el-input-number": "number",
  "el-radio-group": "radio",
  "el-select": "select",
  "el-switch": "switch",
  "self-upload": "selfUpload",
};

let renderKey = 1700000000000;

/** One form-generator field with its `__config__`, `__slot__` and `__vModel__`. */
export function field(vModel: string, label: string, tag: string, o: FieldOptions = {}) {
  const choice = tag === "el-radio-group" || tag === "el-select";
  return {
    __config__: {
      label,
      labelWidth: 150,
      showLabel: true,
      changeTag: true,
      tag,
      tagIcon: TAG_ICONS[tag] ?? "input",
      required: o.required ?? false,
      layout: "colFormItem",
      span: 24,
      regList: o.regList ?? [],
      defaultValue: o.defaultValue ?? (choice ? o.options?.[0]?.value : ""),
      renderKey: renderKey++,
      tips: Boolean(o.tips),
      tipsDesc: o.tips?.desc ?? "",
      tipsIsLink: Boolean(o.tips?.link),
      tipsLink: o.tips?.link ?? "",
      ...(choice ? { optionType: "default", border: false } : {}),
    },
    __slot__: choice ? { options: o.options ?? [] } : { prepend: "", append: "" },
    __vModel__: vModel,
    placeholder: o.placeholder ?? (choice ? `请选择${label}` : `请输入${label}`),
    style: { width: "100%" },
    clearable: true,
    disabled: false,
    ...o.extra,
  };
}

export const form = (fields: unknown[]) =>
  JSON.stringify({
    fields,
    formRef: "elForm",
    formModel: "formData",
    size: "small",
    labelPosition: "right",
    labelWidth: 150,
    formRules: "rules",
    gutter: 15,
    disabled: false,
    span: 24,
    formBtns: true,
  });

export const FORM_TEMPLATES = [
  {
    id: 84,
    name: "公众号配置",
    info: "微信公众号基础配置表单",
    content: form([
      field("wechatName", "公众号名称", "el-input", { required: true, extra: { maxlength: 30, "show-word-limit": true } }),
      field("wechatAppId", "AppID", "el-input", {
        required: true,
        regList: [{ pattern: "/^wx[0-9a-f]{16}$/", message: "AppID格式不正确" }],
        tips: { desc: "在微信公众平台「设置与开发 - 基本配置」中获取", link: "https://mp.weixin.qq.com" },
      }),
      field("wechatAppSecret", "AppSecret", "el-input", {
        required: true,
        regList: [{ pattern: "/^[0-9a-zA-Z]{32}$/", message: "AppSecret为32位英文或数字" }],
      }),
      field("wechatToken", "Token", "el-input", {
        regList: [{ pattern: "/^[0-9a-zA-Z]{3,32}$/", message: "Token为3-32位英文或数字" }],
        tips: { desc: "需与公众平台服务器配置中的令牌一致" },
      }),
      field("wechatEncodingAesKey", "EncodingAESKey", "el-input", {
        regList: [{ pattern: "/^[0-9a-zA-Z]{43}$/", message: "EncodingAESKey为43位英文或数字" }],
      }),
      field("wechatEncryptType", "消息加解密方式", "el-radio-group", {
        options: [
          { label: "明文模式", value: 1 },
          { label: "兼容模式", value: 2 },
          { label: "安全模式", value: 3 },
        ],
        tips: { desc: "安全模式需填写 EncodingAESKey" },
      }),
      field("wechatQrcode", "公众号二维码", "self-upload", { placeholder: "请上传公众号二维码", tips: { desc: "建议尺寸 430×430 像素" } }),
    ]),
  },
  {
    id: 86,
    name: "秒杀配置",
    info: "秒杀活动时段配置表单",
    content: form([
      field("seckillName", "活动名称", "el-input", { required: true, extra: { maxlength: 20, "show-word-limit": true } }),
      field("seckillTimeSlot", "秒杀时段", "el-select", {
        required: true,
        options: ["00:00", "08:00", "10:00", "12:00", "14:00", "16:00", "20:00", "22:00"].map((t, i) => ({ label: `${t} 场`, value: i + 1 })),
      }),
      field("seckillOnceNum", "单次限购", "el-input-number", {
        required: true,
        defaultValue: 1,
        regList: [{ pattern: "/^[1-9]\\d*$/", message: "限购数量须为正整数" }],
        extra: { min: 1, max: 99, step: 1 },
      }),
      field("seckillBanner", "活动轮播图", "self-upload", { placeholder: "请上传轮播图", tips: { desc: "建议尺寸 750×300 像素" } }),
      field("seckillStatus", "活动状态", "el-radio-group", {
        options: [
          { label: "开启", value: 1 },
          { label: "关闭", value: 0 },
        ],
      }),
      field("seckillNotice", "活动说明", "el-input", { placeholder: "请输入活动说明", extra: { type: "textarea", rows: 3 } }),
    ]),
  },
];

// ---------------------------------------------------------------- mobile drag-built forms

/** A text component of the mobile form designer (`texts`); `kind` 0 text, 1 phone, 2 id card, 3 email, 4 number. */
const textItem = (timestamp: number, title: string, tip: string, required: boolean, kind = 0) => ({
  name: "texts",
  timestamp,
  titleConfig: { title: "标题", val: title, place: "请输入标题", max: 10, type: "form", isShow: 1 },
  valConfig: {
    title: "内容",
    tabVal: kind,
    type: "form",
    list: [{ name: "文本" }, { name: "手机号" }, { name: "身份证号" }, { name: "邮箱" }, { name: "数字" }],
  },
  defaultValConfig: { title: "默认值", val: "", place: "请输入默认值", max: 100, type: "form", inputType: "text", isShow: 1 },
  tipConfig: { title: "提示语", val: tip, place: "请输入提示语", max: 13, type: "form", isShow: 1 },
  titleShow: { title: "是否必填", val: required, type: "form" },
});

/** A single-choice component (`radios`); the first option is preselected. */
const radioItem = (timestamp: number, title: string, options: string[], required: boolean) => ({
  name: "radios",
  timestamp,
  titleConfig: { title: "标题", val: title, place: "请输入标题", max: 10, type: "form", isShow: 1 },
  wordsConfig: { title: "选项", list: options.map((val, i) => ({ val, show: i === 0 })) },
  titleShow: { title: "是否必填", val: required, type: "form", isShow: 1 },
});

type MobileItem = ReturnType<typeof textItem> | ReturnType<typeof radioItem>;

/** The designer stores its components keyed by timestamp; `allKeys` lists their titles. */
function mobileForm(formName: string, items: MobileItem[]) {
  return {
    formName,
    allKeys: items.map((i) => i.titleConfig.val).join(","),
    formValue: JSON.stringify(Object.fromEntries(items.map((i) => [String(i.timestamp), i]))),
  };
}

const t0 = 1717200000000000;
export const DEMO_SYSTEM_FORMS = [
  mobileForm("会员信息登记表", [
    textItem(t0, "姓名", "请填写真实姓名", true),
    textItem(t0 + 1, "手机号", "请填写手机号", true, 1),
    radioItem(t0 + 2, "性别", ["男", "女"], false),
    textItem(t0 + 3, "电子邮箱", "用于接收电子发票", false, 3),
  ]),
  mobileForm("定制商品需求单", [
    textItem(t0 + 10, "联系人", "请填写联系人", true),
    textItem(t0 + 11, "联系电话", "请填写联系电话", true, 1),
    radioItem(t0 + 12, "定制类型", ["刻字", "图案印制", "礼盒包装"], true),
    textItem(t0 + 13, "备注要求", "如字体、颜色等", false),
  ]),
];
