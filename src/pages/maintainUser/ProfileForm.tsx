import { Button, Form, Input } from "antd";
import { useCustomMutation, useGetIdentity, useInvalidateAuthStore } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { toastSuccess } from "../../../providers/notify";
import { useAllowed } from "../../access/useAllowed";
import { reloadAdminInfo } from "../../../providers/session";
import { useGuardedClick } from "../../widgets/useGuardedClick";
import { requiredText } from "../../widgets/textRules";

interface Identity {
  account: string;
  name: string;
}

/** Real-name limit of the backend (contract §2.2). */
export const REAL_NAME_MAX = 32;
/** Personal centre: the account (read only) and the real name, saved through `login/admin/update`. */
export function ProfileForm() {
  const { t } = useTranslation();
  const maySave = useAllowed("shellProfile", "updateName");
  const [form] = Form.useForm<{ realName: string }>();
  const { data: identity } = useGetIdentity<Identity>();
  const invalidateAuth = useInvalidateAuthStore();
  const { mutateAsync, mutation } = useCustomMutation();

  const save = useGuardedClick(() => {
    void form.validateFields().then(async ({ realName }) => {
      await mutateAsync({
        url: "",
        method: "post",
        values: { realName: realName.trim() },
        meta: { resource: "shellProfile", action: "updateName" },
      });
      await reloadAdminInfo();
      await invalidateAuth();
      toastSuccess(t("user.centre.saved"));
    }).catch(() => undefined);
  });

  if (!identity) return null;
  return (
    <Form form={form} layout="horizontal" labelCol={{ flex: "120px" }} style={{ maxWidth: 520 }} initialValues={{ realName: identity.name }} data-testid="profile-form">
      <Form.Item label={t("user.fields.account")}>
        <Input value={identity.account} disabled />
      </Form.Item>
      <Form.Item
        name="realName"
        label={t("user.fields.realName")}
        rules={requiredText(t("user.centre.realNameRequired"), REAL_NAME_MAX, t("user.centre.realNameTooLong", { max: REAL_NAME_MAX }))}
      >
        <Input placeholder={t("user.fields.realName")} maxLength={REAL_NAME_MAX} />
      </Form.Item>
      {maySave && (
        <Form.Item label=" " colon={false}>
          <Button type="primary" loading={mutation.isPending} onClick={save} data-testid="profile-save">
            {t("user.submit")}
          </Button>
        </Form.Item>
      )}
    </Form>
  );
}
