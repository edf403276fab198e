import { Checkbox, Form, Input, Modal, Switch } from "antd";
import { useCreate, useUpdate } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { toastSuccess } from "../../providers/notify";
import { isMainlandMobile } from "../../src/widgets/validators";
import type { MerchantAddress } from "../../server/areas/address/contract";
import { ADDRESS } from "./endpoints";

type AddressValues = Pick<MerchantAddress, "detail" | "receiverName" | "receiverPhone" | "isShow" | "isDefault">;

const NEW_ADDRESS: AddressValues = { detail: "", receiverName: "", receiverPhone: "", isShow: true, isDefault: false };

/** 新增地址 / 编辑地址: the address as one text, who receives there, shown, default. */
export function AddressDialog({ address, onClose, onSaved }: { address?: MerchantAddress; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<AddressValues>();
  const isShow = Form.useWatch("isShow", form) ?? address?.isShow ?? true;
  const { mutateAsync: create, mutation: creating } = useCreate();
  const { mutateAsync: update, mutation: updating } = useUpdate();
  // The default stays shown and stays the default until another address takes its place.
  const isTheDefault = Boolean(address?.isDefault);

  const submit = async () => {
    const raw = await form.validateFields();
    const values = {
      detail: raw.detail.trim(),
      receiverName: raw.receiverName.trim(),
      receiverPhone: raw.receiverPhone.trim(),
      isShow: raw.isShow,
      isDefault: raw.isShow && raw.isDefault,
    };
    try {
      if (address) await update({ resource: ADDRESS.addresses, id: address.id, values, successNotification: false, errorNotification: false });
      else await create({ resource: ADDRESS.addresses, values, successNotification: false, errorNotification: false });
    } catch {
      return; // Shown by the HTTP client; the dialog keeps what was typed.
    }
    toastSuccess(t(address ? "address.edited" : "address.added"));
    onSaved();
  };

  return (
    <Modal
      open
      width={560}
      title={t(address ? "address.editTitle" : "address.addTitle")}
      onCancel={onClose}
      onOk={() => void submit().catch(() => undefined)}
      confirmLoading={creating.isPending || updating.isPending}
      okText={t("address.common.save")}
      cancelText={t("address.common.cancel")}
      okButtonProps={{ "data-testid": "address-submit" }}
      maskClosable={false}
      destroyOnHidden
    >
      <Form<AddressValues> form={form} labelCol={{ flex: "110px" }} style={{ marginTop: 16 }} initialValues={address ?? NEW_ADDRESS} data-testid="address-form">
        <Form.Item
          name="detail"
          label={t("address.fields.detail")}
          rules={[
            { required: true, whitespace: true, message: t("address.rules.detail") },
            { max: 255, message: t("address.rules.detailLength") },
          ]}
        >
          <Input.TextArea rows={3} maxLength={255} placeholder={t("address.rules.detail")} data-testid="address-detail" />
        </Form.Item>
        <Form.Item
          name="receiverName"
          label={t("address.fields.receiverName")}
          rules={[
            { required: true, whitespace: true, message: t("address.rules.receiverName") },
            { max: 32, message: t("address.rules.receiverNameLength") },
          ]}
        >
          <Input maxLength={32} placeholder={t("address.rules.receiverName")} data-testid="address-name" />
        </Form.Item>
        <Form.Item
          name="receiverPhone"
          label={t("address.fields.receiverPhone")}
          rules={[
            { required: true, whitespace: true, message: t("address.rules.receiverPhone") },
            { validator: (_, v: string) => (!v?.trim() || isMainlandMobile(v) ? Promise.resolve() : Promise.reject(new Error(t("address.rules.phoneFormat")))) },
          ]}
        >
          <Input maxLength={11} inputMode="numeric" placeholder={t("address.rules.receiverPhone")} data-testid="address-phone" />
        </Form.Item>
        <Form.Item label={t("address.fields.isShow")} extra={isTheDefault ? t("address.defaultStays") : undefined}>
          <div style={{ display: "flex", alignItems: "center", gap: 20 }}>
            <Form.Item name="isShow" valuePropName="checked" noStyle>
              <Switch disabled={isTheDefault} checkedChildren={t("address.common.on")} unCheckedChildren={t("address.common.off")} data-testid="address-show" />
            </Form.Item>
            {isShow && (
              <Form.Item name="isDefault" valuePropName="checked" noStyle>
                <Checkbox disabled={isTheDefault} data-testid="address-default">
                  {t("address.setAsDefault")}
                </Checkbox>
              </Form.Item>
            )}
          </div>
        </Form.Item>
      </Form>
    </Modal>
  );
}
