import { Form, Input } from "antd";
import { FormDialog } from "../../../src/widgets/FormDialog";

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
  return (
    <FormDialog
      title={title}
      form={form}
      okText={okText}
      testId={testId}
      okTestId={`${testId}-ok`}
      initialValues={{ text: initial ?? "" }}
      onClose={onClose}
      onSubmit={({ text }) => onSubmit(text.trim())}
    >
      <Form.Item name="text" label={label} rules={[{ required: true, whitespace: true, message: requiredMessage }, { max, message: maxMessage }]}>
        <Input.TextArea rows={4} showCount maxLength={max} autoFocus data-testid={`${testId}-input`} />
      </Form.Item>
    </FormDialog>
  );
}
