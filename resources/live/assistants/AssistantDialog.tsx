import { Form, Input } from "antd";
import { useTranslation } from "react-i18next";
import { toastSuccess } from "../../../providers/notify";
import { FormDialog } from "../../../src/widgets/FormDialog";
import { useSaveRecord } from "../../../src/widgets/useSaveRecord";
import { LIVE } from "../endpoints";
import type { WechatLiveAssistant } from "../types";

type AssistantValues = Pick<WechatLiveAssistant, "wechat" | "wechatNickname" | "assDesc">;

/** 添加助手 / 编辑助手: the WeChat account, its nickname and a note. */
export function AssistantDialog({ assistant, onClose, onSaved }: { assistant?: WechatLiveAssistant; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<AssistantValues>();
  const save = useSaveRecord(LIVE.assistants, assistant?.id);
  const submit = async (raw: AssistantValues) => {
    const values = { wechat: raw.wechat.trim(), wechatNickname: raw.wechatNickname.trim(), assDesc: raw.assDesc?.trim() ?? "" };
    await save(values);
    toastSuccess(t(assistant ? "live.assistants.edited" : "live.assistants.added"));
    onSaved();
  };
  return (
    <FormDialog
      title={t(assistant ? "live.assistants.editTitle" : "live.assistants.addTitle")}
      form={form}
      labelWidth="120px"
      formTestId="live-assistant-form"
      initialValues={assistant ?? { wechat: "", wechatNickname: "", assDesc: "" }}
      onClose={onClose}
      onSubmit={submit}
    >
      <Form.Item name="wechat" label={t("live.assistants.wechat")} extra={t("live.assistants.wechatHelp")} rules={[{ required: true, whitespace: true, message: t("live.assistants.wechatRequired") }]}>
        <Input maxLength={64} placeholder={t("live.assistants.wechatRequired")} data-testid="live-assistant-wechat" />
      </Form.Item>
      <Form.Item name="wechatNickname" label={t("live.assistants.nickname")} rules={[{ required: true, whitespace: true, message: t("live.assistants.nicknameRequired") }]}>
        <Input maxLength={64} placeholder={t("live.assistants.nicknameRequired")} data-testid="live-assistant-nickname" />
      </Form.Item>
      <Form.Item name="assDesc" label={t("live.assistants.note")}>
        <Input.TextArea maxLength={200} showCount rows={3} data-testid="live-assistant-note" />
      </Form.Item>
    </FormDialog>
  );
}
