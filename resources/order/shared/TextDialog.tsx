import { Form, Input, Modal } from "antd";
import { useState } from "react";

interface TextDialogProps {
  title: string;
  label: string;
  initial?: string;
  /** The message when left empty. */
  requiredMessage: string;
  max: number;
  maxMessage: string;
  okText?: string;
  onSubmit: (text: string) => Promise<unknown>;
  onClose: () => void;
  testId: string;
}

/** One required text (a remark, a reason) in a dialog; stays open with the text when saving fails. */
export function TextDialog({ title, label, initial, requiredMessage, max, maxMessage, okText, onSubmit, onClose, testId }: TextDialogProps) {
  const [form] = Form.useForm<{ text: string }>();
  const [busy, setBusy] = useState(false);
  const submit = async ({ text }: { text: string }) => {
    setBusy(true);
    try {
      await onSubmit(text.trim());
    } catch {
      // Shown by the HTTP client; the dialog keeps what was typed.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open title={title} onCancel={onClose} onOk={() => form.submit()} okText={okText} confirmLoading={busy} destroyOnHidden modalRender={(node) => <div data-testid={testId}>{node}</div>} okButtonProps={{ "data-testid": `${testId}-ok` }}>
      <Form form={form} layout="vertical" initialValues={{ text: initial ?? "" }} onFinish={(v) => void submit(v)}>
        <Form.Item name="text" label={label} rules={[{ required: true, whitespace: true, message: requiredMessage }, { max, message: maxMessage }]}>
          <Input.TextArea rows={4} showCount maxLength={max} autoFocus data-testid={`${testId}-input`} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
