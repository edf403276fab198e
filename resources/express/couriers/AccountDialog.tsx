import { Form, Input, Radio } from "antd";
import { useTranslation } from "react-i18next";
import { toastSuccess } from "../../../providers/notify";
import { FormDialog } from "../../../src/widgets/FormDialog";
import { useSaveRecord } from "../../../src/widgets/useSaveRecord";
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
  const save = useSaveRecord(EXPRESS.couriers, courier.id);
  const submit = async (values: AccountValues) => {
    await save({ account: values.account ?? "", password: values.password ?? "", netName: values.netName ?? "", isOpen: values.isOpen });
    toastSuccess(t("express.couriers.saved"));
    onSaved();
  };
  const required = (message: string) => [{ required: true, whitespace: true, message: t(message) }];
  return (
    <FormDialog
      title={t("express.couriers.accountTitle", { name: courier.name })}
      form={form}
      width={600}
      labelWidth="100px"
      formTestId="courier-account-form"
      initialValues={{ account: courier.account, password: courier.password, netName: courier.netName, isOpen: courier.isOpen }}
      onClose={onClose}
      onSubmit={submit}
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
    </FormDialog>
  );
}
