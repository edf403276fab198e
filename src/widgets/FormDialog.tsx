import { useState, type ReactNode } from "react";
import { Form, Modal, type FormInstance, type FormProps } from "antd";
import { useTranslation } from "react-i18next";

export interface FormDialogProps<V extends object> {
  title: ReactNode;
  form: FormInstance<V>;
  initialValues?: Partial<V>;
  /**
   * Saves what the form holds once its rules pass. A rejection means the save failed (the HTTP
   * client has already said why): the dialog stays open with what was typed.
   */
  onSubmit: (values: V) => Promise<unknown>;
  onClose: () => void;
  children: ReactNode;
  width?: number;
  okText?: string;
  /**
   * Labels above the fields (the default), or beside them: a string is the label column's CSS
   * width ("110px"), a number its share of antd's 24 grid columns (it narrows with the dialog).
   */
  labelWidth?: string | number;
  /** OK cannot be pressed (what the form needs is still loading, or the form does not apply). */
  okDisabled?: boolean;
  /** Parts of the dialog that are not fields, shown above and below the form (a summary, a picker, a table). */
  before?: ReactNode;
  after?: ReactNode;
  /** `data-testid` of the dialog and of its OK button. */
  testId?: string;
  okTestId?: string;
  /** `data-testid` of the form. */
  formTestId?: string;
  /** A click beside the dialog leaves it open (forms whose loss would hurt). */
  keepOnMaskClick?: boolean;
}

/**
 * The console's edit dialog: a form in a modal whose OK validates and saves it, busy while the
 * save runs. Every small add/edit dialog is one of these, so they all behave alike: the
 * validation messages show under their fields, a failed save keeps the dialog and its values.
 */
export function FormDialog<V extends object>({
  title,
  form,
  initialValues,
  onSubmit,
  onClose,
  children,
  width = 520,
  okText,
  labelWidth,
  testId,
  okTestId,
  formTestId,
  keepOnMaskClick,
  okDisabled,
  before,
  after,
}: FormDialogProps<V>) {
  const { t } = useTranslation();
  const [saving, setSaving] = useState(false);
  const save = async (values: V) => {
    setSaving(true);
    try {
      await onSubmit(values);
    } catch {
      // Shown by the HTTP client; the dialog keeps what was typed.
    } finally {
      setSaving(false);
    }
  };
  const layout: FormProps<V> =
    labelWidth === undefined
      ? { layout: "vertical" }
      : { labelCol: typeof labelWidth === "number" ? { span: labelWidth } : { flex: labelWidth }, style: { marginTop: 16 } };
  return (
    <Modal
      open
      title={title}
      width={width}
      okText={okText ?? t("widgets.ok")}
      cancelText={t("widgets.cancel")}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={saving}
      maskClosable={!keepOnMaskClick}
      destroyOnHidden
      modalRender={testId ? (node) => <div data-testid={testId}>{node}</div> : undefined}
      okButtonProps={{ disabled: okDisabled, ...(okTestId ? { "data-testid": okTestId } : {}) }}
    >
      {before}
      <Form<V> form={form} {...layout} initialValues={initialValues} onFinish={(values) => void save(values)} data-testid={formTestId}>
        {children}
      </Form>
      {after}
    </Modal>
  );
}
