import { Checkbox, Form, Input, Switch } from "antd";
import { useTranslation } from "react-i18next";
import { toastSuccess } from "../../providers/notify";
import { FormDialog } from "../../src/widgets/FormDialog";
import { useSaveRecord } from "../../src/widgets/useSaveRecord";
import { isMainlandMobile } from "../../src/widgets/validators";
import type { MerchantAddress } from "../../server/areas/address/contract";
import { ADDRESS } from "./endpoints";
import { requiredText } from "../../src/widgets/textRules";

type AddressValues = Pick<MerchantAddress, "detail" | "receiverName" | "receiverPhone" | "isShow" | "isDefault">;

const NEW_ADDRESS: AddressValues = { detail: "", receiverName: "", receiverPhone: "", isShow: true, isDefault: false };

/** 新增地址 / 编辑地址: the address as one text, who receives there, shown, default. */
export function AddressDialog({ address, onClose, onSaved }: { address?: MerchantAddress; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<AddressValues>();
  const isShow = Form.useWatch("isShow", form) ?? address?.isShow ?? true;
  const save = useSaveRecord(ADDRESS.addresses, address?.id);
  // The default stays shown and stays the default until another address takes its place.
  const isTheDefault = Boolean(address?.isDefault);

  const submit = async (raw: AddressValues) => {
    await save({
      detail: raw.detail.trim(),
      receiverName: raw.receiverName.trim(),
      receiverPhone: raw.receiverPhone.trim(),
      isShow: raw.isShow,
      isDefault: raw.isShow && raw.isDefault,
    });
    toastSuccess(t(address ? "address.edited" : "address.added"));
    onSaved();
  };

  return (
    <FormDialog
      title={t(address ? "address.editTitle" : "address.addTitle")}
      form={form}
      width={560}
      labelWidth="110px"
      okText={t("address.common.save")}
      okTestId="address-submit"
      formTestId="address-form"
      keepOnMaskClick
      initialValues={address ?? NEW_ADDRESS}
      onClose={onClose}
      onSubmit={submit}
    >
      <Form.Item
        name="detail"
        label={t("address.fields.detail")}
        rules={requiredText(t("address.rules.detail"), 255, t("address.rules.detailLength"))}
      >
        <Input.TextArea rows={3} maxLength={255} placeholder={t("address.rules.detail")} data-testid="address-detail" />
      </Form.Item>
      <Form.Item
        name="receiverName"
        label={t("address.fields.receiverName")}
        rules={requiredText(t("address.rules.receiverName"), 32, t("address.rules.receiverNameLength"))}
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
    </FormDialog>
  );
}
