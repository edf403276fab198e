import { Button, Form, Input, Radio, Skeleton, Space } from "antd";
import { UnsavedChangesNotifier } from "@refinedev/react-router";
import { useTranslation } from "react-i18next";
import { canDo } from "../../../providers/accessControl";
import type { SettlementInfo, SettlementType } from "../../../server/areas/finance/contract";
import { enumOptions } from "../../../src/enums/enumTable";
import { TRANSFER_TYPE } from "../../../src/enums/finance";
import { ImagePicker } from "../../../src/widgets/library";
import { useActionAnswer } from "../../../src/widgets/useActionAnswer";
import { useRunAction } from "../../../src/widgets/useRunAction";
import { useUnsavedGuard } from "../../../src/widgets/useUnsavedGuard";
import { TYPING_VALIDATE_DELAY_MS } from "../../../src/widgets/validators";
import { FINANCE_AUTH as F } from "../area";
import { FINANCE } from "../endpoints";
import { ACCOUNT_FIELDS, isBankCard, type AccountFieldRule } from "./accountFields";

interface SettlementAccountFormProps {
  /** After a successful save (the dialog closes, the caller reloads what depends on it). */
  onSaved?: () => void;
  onCancel?: () => void;
}

/**
 * 结算账户 (MerchantSettlementInfoVo): where the platform pays settlements to. The fields follow
 * the chosen type; the other types' fields are kept and sent as they are.
 */
export function SettlementAccountForm({ onSaved, onCancel }: SettlementAccountFormProps) {
  const account = useActionAnswer<SettlementInfo>(FINANCE.settlement, "info", F.settlementInfo);
  if (!account.data) return <Skeleton active paragraph={{ rows: 6 }} />;
  return <AccountForm initial={account.data} onSaved={onSaved} onCancel={onCancel} reload={() => void account.refetch()} />;
}

function AccountForm({ initial, onSaved, onCancel, reload }: SettlementAccountFormProps & { initial: SettlementInfo; reload: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<SettlementInfo>();
  const guard = useUnsavedGuard();
  const { run, pending } = useRunAction();
  const type: SettlementType = Form.useWatch("settlementType", form) ?? initial.settlementType;
  const maySave = canDo(F.settlementEdit);
  const a = (key: string) => t(`finance.account.${key}`);

  const save = async () => {
    try {
      await form.validateFields();
    } catch {
      return; // The fields show their messages.
    }
    // Fields of the other types are not registered now; the store still holds them.
    const values = { ...initial, ...(form.getFieldsValue(true) as SettlementInfo) };
    try {
      await run(FINANCE.settlement, "edit", values, a("saved"));
    } catch {
      return; // Shown by the HTTP client; the form keeps what was typed.
    }
    guard.clear();
    reload();
    onSaved?.();
  };

  const rulesOf = (rule: AccountFieldRule) => [
    ...(rule.required ? [{ required: true, whitespace: true, message: a(`required.${rule.field}`) }] : []),
    ...(rule.max ? [{ max: rule.max, message: t("finance.account.tooLong", { max: rule.max }) }] : []),
    ...(rule.field === "bankCard" ? [{ validator: (_: unknown, v?: string) => (!v || isBankCard(v) ? Promise.resolve() : Promise.reject(new Error(a("bankCardInvalid")))) }] : []),
  ];

  return (
    <>
      <UnsavedChangesNotifier translationKey="finance.account.unsaved" message={a("unsaved")} />
      <Form<SettlementInfo>
        form={form}
        initialValues={initial}
        labelCol={{ flex: "150px" }}
        wrapperCol={{ flex: "1", style: { minWidth: 0, maxWidth: 460 } }}
        labelWrap
        disabled={!maySave}
        onValuesChange={guard.markDirty}
        onFinish={() => void save()}
        data-testid="account-form"
      >
        <Form.Item name="settlementType" label={a("fields.settlementType")} rules={[{ required: true, message: a("required.settlementType") }]}>
          <Radio.Group options={enumOptions(TRANSFER_TYPE, t)} optionType="button" data-testid="account-type" />
        </Form.Item>
        {ACCOUNT_FIELDS[type].map((rule) => (
          <Form.Item
            key={`${type}-${rule.field}`}
            name={rule.field}
            label={a(`fields.${rule.field}`)}
            rules={rulesOf(rule)}
            validateDebounce={rule.picture ? undefined : TYPING_VALIDATE_DELAY_MS}
            extra={rule.picture ? a("qrcodeHint") : undefined}
          >
            {rule.picture ? (
              <ImagePicker model="merchant" size={88} />
            ) : (
              <Input allowClear maxLength={rule.max} placeholder={a(`placeholders.${rule.field}`)} data-testid={`account-${rule.field}`} />
            )}
          </Form.Item>
        ))}
        {maySave && (
          <Form.Item label=" " colon={false}>
            <Space>
              <Button type="primary" htmlType="submit" loading={pending} data-testid="account-save">
                {a("save")}
              </Button>
              {onCancel && (
                <Button onClick={onCancel}>
                  {t("finance.common.cancel")}
                </Button>
              )}
            </Space>
          </Form.Item>
        )}
      </Form>
    </>
  );
}
