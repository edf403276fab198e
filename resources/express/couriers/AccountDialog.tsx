import { Form, Input, Modal, Radio } from "antd";
import { useUpdate } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { toastSuccess } from "../../../providers/notify";
import type { MerchantExpress } from "../../../server/areas/express/contract";
import { EXPRESS } from "../endpoints";

interface AccountValues {
  account?: string;
  password?: string;
  netName?: string;
  isOpen: boolean;
}

/** 月结账号配置: the monthly account a courier needs for e-sheets (express/update). */
export function AccountDialog({ courier, onClose, onSaved }: { courier: MerchantExpress; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<AccountValues>();
  const { mutateAsync: update, mutation } = useUpdate();
  const submit = async () => {
    const values = await form.validateFields();
    try {
      await update({
        resource: EXPRESS.couriers,
        id: courier.id,
        values: { account: values.account ?? "", password: values.password ?? "", netName: values.netName ?? "", isOpen: values.isOpen },
        successNotification: false,
        errorNotification: false,
      });
    } catch {
      return; // Shown by the HTTP client; the dialog keeps what was typed.
    }
    toastSuccess(t("express.couriers.saved"));
    onSaved();
  };
  const required = (message: string) => [{ required: true, whitespace: true, message: t(message) }];
  return (
    <Modal
      open
      width={600}
      title={t("express.couriers.accountTitle", { name: courier.name })}
      onCancel={onClose}
      onOk={() => void submit().catch(() => undefined)}
      confirmLoading={mutation.isPending}
      okText={t("express.common.ok")}
      cancelText={t("express.common.cancel")}
      destroyOnHidden
    >
      <Form<AccountValues>
        form={form}
        labelCol={{ flex: "100px" }}
        style={{ marginTop: 16 }}
        initialValues={{ account: courier.account, password: courier.password, netName: courier.netName, isOpen: courier.isOpen }}
        data-testid="courier-account-form"
      >
        {courier.partnerId && (
          <Form.Item name="account" label={t("express.couriers.account")} rules={required("express.couriers.accountRequired")}>
            <Input maxLength={64} placeholder={t("express.couriers.accountRequired")} data-testid="courier-account" />
          </Form.Item>
        )}
        {courier.partnerKey && (
          <Form.Item name="password" label={t("express.couriers.password")} rules={required("express.couriers.passwordRequired")}>
            <Input.Password maxLength={64} placeholder={t("express.couriers.passwordRequired")} autoComplete="new-password" data-testid="courier-password" />
          </Form.Item>
        )}
        {courier.net && (
          <Form.Item name="netName" label={t("express.couriers.netName")} rules={required("express.couriers.netNameRequired")}>
            <Input maxLength={64} placeholder={t("express.couriers.netNameRequired")} data-testid="courier-net" />
          </Form.Item>
        )}
        <Form.Item name="isOpen" label={t("express.couriers.isOpen")}>
          <Radio.Group
            options={[
              { value: false, label: t("express.couriers.off") },
              { value: true, label: t("express.couriers.on") },
            ]}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
