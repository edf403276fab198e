import type { ReactNode } from "react";
import { Form, Modal, type FormInstance } from "antd";
import { useTranslation } from "react-i18next";

/**
 * The product area's small edit dialogs: a vertical form in a modal whose OK submits it. A failed
 * save was already shown by the HTTP client, so the dialog stays open with what was typed.
 */
export function FormDialog<V extends object>({
  title,
  form,
  pending,
  initialValues,
  onClose,
  onSubmit,
  children,
}: {
  title: string;
  form: FormInstance<V>;
  pending: boolean;
  initialValues: Partial<V>;
  onClose: () => void;
  onSubmit: (values: V) => Promise<void>;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      okText={t("product.common.confirm")}
      cancelText={t("product.common.cancel")}
      open
      title={title}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={pending}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={initialValues}
        onFinish={(values: V) => void onSubmit(values).catch(() => undefined)}
      >
        {children}
      </Form>
    </Modal>
  );
}
