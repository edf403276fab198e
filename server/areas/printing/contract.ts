/** Wire shapes of receipt printers (contract §3.19) and the e-sheet settings (§3.21). */
import { z } from "zod";
import { bodyInt, optionalBodyInt } from "../../core/bodyFields.js";
import { pageParams, qText } from "../../core/validate.js";
import { SENDER_PHONE } from "../../shared/phone.js";
import { BOTTOM_NOTICE_MAX, ORDER_INFO_ITEMS, PAY_INFO_ITEMS, type ReceiptLayout } from "../../shared/receiptLayout.js";

export const PRINT_TYPES = { yilianyun: 0, feie: 1 } as const;

/** Text that may be absent (null/undefined → ''), trimmed, at most `max` characters. */
const text = (max: number, tooLong: string) =>
  z.preprocess((v) => (v === null || v === undefined ? "" : v), z.string({ error: "参数格式错误" }).trim().max(max, { error: tooLong }));
const requiredText = (missing: string, max: number, tooLong: string) => text(max, tooLong).refine((v) => v.length > 0, { error: missing });
const flag = (message: string) => bodyInt(message, { min: 0, max: 1, message });

/** Letters and digits: the terminal number / SN printed on the device. */
const DEVICE_NUMBER = /^[A-Za-z0-9]+$/;

/** The fields each printer type needs, with the message shown when one is empty. */
export const REQUIRED_BY_TYPE = {
  [PRINT_TYPES.yilianyun]: [
    ["printYlyAppid", "请输入易联云应用ID（AppId）"],
    ["printYlyUserid", "请输入易联云用户ID"],
    ["printYlySec", "请输入易联云应用密钥"],
    ["printYlyMerchineNo", "请输入易联云打印机终端号"],
  ],
  [PRINT_TYPES.feie]: [
    ["printFeName", "请输入飞鹅云打印机名称"],
    ["printFeUser", "请输入飞鹅云账号（User）"],
    ["printFeUkey", "请输入飞鹅云UKEY"],
    ["printFeSn", "请输入飞鹅云打印机编号（SN）"],
  ],
} as const;

const printerShape = {
  printType: bodyInt("请选择打印机类型", { min: 0, max: 1, message: "未知的打印机类型" }),
  printName: requiredText("请输入打印机配置名称", 32, "打印机配置名称不能超过32个字符"),
  printYlyAppid: text(64, "易联云应用ID不能超过64个字符"),
  printYlyUserid: text(64, "易联云用户ID不能超过64个字符"),
  printYlySec: text(128, "易联云应用密钥不能超过128个字符"),
  printYlyMerchineNo: text(64, "易联云打印机终端号不能超过64个字符"),
  printYlyStatus: optionalBodyInt({ min: 0, max: 1, message: "易联云状态只能是0或1" }),
  printFeName: text(32, "飞鹅云打印机名称不能超过32个字符"),
  printFeUser: text(64, "飞鹅云账号不能超过64个字符"),
  printFeUkey: text(128, "飞鹅云UKEY不能超过128个字符"),
  printFeSn: text(64, "飞鹅云打印机编号不能超过64个字符"),
  status: optionalBodyInt({ min: 0, max: 1, message: "打印机状态只能是0或1" }).transform((v) => v ?? 0),
};

type PrinterFields = z.output<z.ZodObject<typeof printerShape>>;

/** What a real printer of the chosen type needs to print. */
function printerRules(b: PrinterFields, ctx: z.RefinementCtx) {
  for (const [name, message] of REQUIRED_BY_TYPE[b.printType as 0 | 1] ?? []) {
    if (!b[name]) return ctx.addIssue({ code: "custom", message, path: [name] });
  }
  if (b.printType === PRINT_TYPES.yilianyun && !DEVICE_NUMBER.test(b.printYlyMerchineNo)) {
    return ctx.addIssue({ code: "custom", message: "易联云打印机终端号只能包含字母和数字", path: ["printYlyMerchineNo"] });
  }
  if (b.printType === PRINT_TYPES.feie && !DEVICE_NUMBER.test(b.printFeSn)) {
    ctx.addIssue({ code: "custom", message: "飞鹅云打印机编号只能包含字母和数字", path: ["printFeSn"] });
  }
}

/**
 * `MerchantPrintRequest`. The backend has no bean validation here; this server checks what a
 * real printer of the chosen type needs, so a saved printer can print.
 */
export const printerSaveBody = z.object(printerShape).superRefine(printerRules);
export type PrinterSave = z.output<typeof printerSaveBody>;

export const printerUpdateBody = z
  .object({ id: bodyInt("打印机ID不能为空", { min: 1, message: "打印机ID不能为空" }), ...printerShape })
  .superRefine(printerRules);

export const printerStatusBody = z.object({
  id: bodyInt("打印机ID不能为空", { min: 1, message: "打印机ID不能为空" }),
  status: bodyInt("打印机状态不能为空", { min: 0, max: 1, message: "打印机状态只能是0或1" }),
});

export const printerListQuery = z.object({ ...pageParams });
export const printJobQuery = z.object({ orderNo: qText(), ...pageParams });

const choices = <T extends number>(allowed: readonly T[], message: string) =>
  z.preprocess(
    (v) => (v === null || v === undefined ? [] : v),
    z
      .array(z.coerce.number({ error: message }), { error: message })
      .refine((list) => list.every((item) => (allowed as readonly number[]).includes(item)), { error: message })
      .transform((list) => [...new Set(list)].sort((a, b) => a - b)),
  );

/** `PrintContentVo`: the receipt layout of one printer. */
export const printContentBody = z
  .object({
    smallTickerHeader: flag("小票头部设置只能是0或1"),
    deliveryInfo: flag("配送信息设置只能是0或1"),
    buyerRemark: flag("买家备注设置只能是0或1"),
    productInfo: flag("商品信息设置只能是0或1"),
    freightInfo: flag("运费信息设置只能是0或1"),
    discountInfo: flag("优惠信息设置只能是0或1"),
    payInfo: choices(PAY_INFO_ITEMS, "支付信息只能选择支付方式或实收金额"),
    orderInfo: choices(ORDER_INFO_ITEMS, "其他订单信息选项错误"),
    codeUrlSwitch: flag("推广二维码设置只能是0或1"),
    codeUrl: text(500, "推广二维码地址不能超过500个字符"),
    bottomNoticeSwitch: flag("底部公告设置只能是0或1"),
    bottomNotice: text(BOTTOM_NOTICE_MAX, `底部公告不能超过${BOTTOM_NOTICE_MAX}个字符`),
  })
  .superRefine((b, ctx) => {
    if (b.codeUrlSwitch === 1 && !b.codeUrl) return ctx.addIssue({ code: "custom", message: "请选择推广二维码图片", path: ["codeUrl"] });
    if (b.bottomNoticeSwitch === 1 && !b.bottomNotice) ctx.addIssue({ code: "custom", message: "请输入底部公告内容", path: ["bottomNotice"] });
  });


/** `MerchantElectRequest` (its bean-validation messages). `cloudPrintNo` for op=1 is checked by the route (500). */
export const electUpdateBody = z.object({
  id: optionalBodyInt({ min: 0, message: "id 格式错误" }),
  op: bodyInt("打印机类型 不能为空", { min: 0, max: 1, message: "未知的打印机类型" }),
  cloudPrintNo: text(64, "云打印机编号不能超过64个字符"),
  senderAddr: requiredText("寄件地址 不能为空", 200, "寄件地址不能超过200个字符"),
  senderUsername: requiredText("寄件人 不能为空", 32, "寄件人不能超过32个字符"),
  senderPhone: requiredText("寄件人电话 不能为空", 20, "寄件人电话格式错误").refine((v) => !v || SENDER_PHONE.test(v), { error: "寄件人电话格式错误" }),
});

/** `PrintContentVo` (contract §3.19). */
export type PrintContentVo = ReceiptLayout;

/** `MerchantPrint` (contract §3.19): the entity as the backend answers it. */
export interface MerchantPrint {
  id: number;
  merId: number;
  /** 0 Yilianyun, 1 Feie. */
  printType: number;
  printName: string;
  printYlyAppid: string;
  printYlyUserid: string;
  printYlySec: string;
  printYlyMerchineNo: string;
  printFeName: string;
  printFeUser: string;
  printFeUkey: string;
  printFeSn: string;
  /** 0 off, 1 prints. */
  status: number;
  updateTime: string;
  /** JSON text of the layout ('' until saved). */
  content: string;
}

/** A receipt or e-sheet sent to a printer (extension `GET /print/job/list`). */
export interface PrintJob {
  id: number;
  /** receipt | esheet. */
  kind: "receipt" | "esheet";
  orderNo: string;
  printerId: number;
  printerName: string;
  /** The printed text, as the printer received it. */
  content: string;
  createTime: string;
}

/** `MerchantElect` (contract §3.21); the info answer is null until the merchant saves one. */
export interface MerchantElect {
  id: number;
  merId: number;
  /** 0 any printer, 1 Kuaidi100 cloud printer. */
  op: number;
  cloudPrintNo: string;
  senderAddr: string;
  senderUsername: string;
  senderPhone: string;
  updateTime: string;
}

/** One e-sheet template of a courier, as the e-sheet provider lists it (contract §3.10). */
export interface ESheetTemplate {
  temp_id: string;
  title: string;
  pic: string;
}

/** The provider's answer passed through `GET /express/template`: templates at `data.data`. */
export interface ESheetTemplateAnswer {
  status: number;
  msg: string;
  data: { count: number; data: ESheetTemplate[] };
}
