/**
 * The platform's settlement-account form templates the original console's store settings load by
 * name (`GET form/temp/name/info?name=结算信息-银行卡`, contract §3.18, §3.23): one per settlement
 * type, its fields named as `MerchantSettlementInfoVo` and required as the server checks them
 * (`ACCOUNT_NEEDS` of the finance area).
 */
import { BANK_CARD_PATTERN } from "../finance/contract.js";
import { field, form } from "./formTemplates.js";

const required = true;

export const SETTLEMENT_FORM_TEMPLATES = [
  {
    id: 121,
    name: "结算信息-银行卡",
    info: "商户结算账户：银行卡",
    content: form([
      field("bankUserName", "持卡人姓名", "el-input", { required, extra: { maxlength: 32 } }),
      field("bankName", "银行名称", "el-input", { required, extra: { maxlength: 64 } }),
      field("bankCard", "银行卡号", "el-input", {
        required,
        regList: [{ pattern: String(BANK_CARD_PATTERN), message: "银行卡号格式不正确，应为12至30位数字" }],
        extra: { maxlength: 40 },
      }),
      field("bankAddress", "开户地址", "el-input", { extra: { maxlength: 128 } }),
    ]),
  },
  {
    id: 122,
    name: "结算信息-微信",
    info: "商户结算账户：微信",
    content: form([
      field("realName", "真实姓名", "el-input", { extra: { maxlength: 32 } }),
      field("wechatCode", "微信号", "el-input", { required, extra: { maxlength: 64 } }),
      field("wechatQrcodeUrl", "微信收款二维码", "self-upload", { required, placeholder: "请上传微信收款二维码" }),
    ]),
  },
  {
    id: 123,
    name: "结算信息-支付宝",
    info: "商户结算账户：支付宝",
    content: form([
      field("realName", "真实姓名", "el-input", { required, extra: { maxlength: 32 } }),
      field("alipayCode", "支付宝账号", "el-input", { required, extra: { maxlength: 64 } }),
      field("alipayQrcodeUrl", "支付宝收款二维码", "self-upload", { required, placeholder: "请上传支付宝收款二维码" }),
    ]),
  },
];
