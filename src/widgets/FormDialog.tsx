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
  /** Labels above the fields (the default), or beside them in a column this wide. */
  labelWidth?: string;
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
  const layout: FormProps<V> = labelWidth ? { labelCol: { flex: labelWidth }, style: { marginTop: 16 } } : { layout: "vertical" };
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
      okButtonProps={okTestId ? { "data-testid": okTestId } : undefined}
    >
      <Form<V> form={form} {...layout} initialValues={initialValues} onFinish={(values) => void save(values)} data-testid={formTestId}>
        {children}
      </Form>
    </Modal>
  );
}
