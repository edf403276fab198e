import { Form, Input } from "antd";
import { useTranslation } from "react-i18next";
import { FormDialog } from "../../../src/widgets/FormDialog";
import { PRODUCT } from "../endpoints";
import { useRunAction } from "../../../src/widgets/useRunAction";
import type { ProductReply } from "../types";

export const REPLY_MAX = 512;

/** The merchant's reply to a comment. */
export function ReplyDialog({ reply, onClose, onDone }: { reply: ProductReply; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ merchantReplyContent: string }>();
  const { run } = useRunAction();
  const submit = async ({ merchantReplyContent }: { merchantReplyContent: string }) => {
    await run(PRODUCT.replies, "reply", { id: reply.id, merchantReplyContent: merchantReplyContent.trim() }, t("product.comment.replied"));
    onDone();
  };
  return (
    <FormDialog
      title={t("product.comment.reply")}
      form={form}
      initialValues={{ merchantReplyContent: reply.merchantReplyContent ?? "" }}
      onClose={onClose}
      onSubmit={submit}
    >
      <Form.Item
        name="merchantReplyContent"
        label={t("product.comment.replyContent")}
        rules={[
          {
            required: true,
            whitespace: true,
            message: t("product.comment.replyRequired"),
          },
          {
            max: REPLY_MAX,
            message: t("product.editor.rules.maxLength", { max: REPLY_MAX }),
          },
        ]}
      >
        <Input.TextArea rows={4} maxLength={REPLY_MAX} showCount data-testid="reply-content" />
      </Form.Item>
    </FormDialog>
  );
}
