import { Alert, Button, Descriptions, Form, Input, Space, Typography } from "antd";
import { useTranslation } from "react-i18next";
import type { ClosingBaseInfo } from "../../../server/areas/finance/contract";
import { EnumTag } from "../../../src/enums/EnumTag";
import { TRANSFER_TYPE } from "../../../src/enums/finance";
import { FormDialog } from "../../../src/widgets/FormDialog";
import { NumericInput } from "../../../src/widgets/NumericInput";
import { useRunAction } from "../../../src/widgets/useRunAction";
import { TYPING_VALIDATE_DELAY_MS } from "../../../src/widgets/validators";
import { WithAddons } from "../../../src/widgets/WithAddons";
import { FINANCE } from "../endpoints";
import { accountComplete, ACCOUNT_FIELDS } from "../settlement/accountFields";
import { amountProblem } from "./amountRule";
import { useAllowedEach } from "../../../src/access/useAllowed";

const MARK_MAX = 200;

interface ApplyValues {
  amount: string;
  mark?: string;
}

interface ApplyDialogProps {
  info: ClosingBaseInfo;
  onClose: () => void;
  onApplied: () => void;
  /** Opens the settlement account editor. */
  onEditAccount: () => void;
}

/** 申请结算: the balance and the platform's limits, the account paid to, the amount and a note. */
export function ApplyDialog({ info, onClose, onApplied, onEditAccount }: ApplyDialogProps) {
  const may = useAllowedEach(FINANCE.settlement, ["info"]);
  const { t } = useTranslation();
  const [form] = Form.useForm<ApplyValues>();
  const { run } = useRunAction();
  const complete = accountComplete(info);
  const money = (amount: string) => t("finance.common.yuan", { amount });
  const p = (key: string, values?: Record<string, unknown>) => t(`finance.apply.${key}`, values);

  const submit = async (values: ApplyValues) => {
    await run(FINANCE.closings, "apply", { closingType: info.settlementType, amount: values.amount.trim(), mark: values.mark?.trim() ?? "" }, p("done"));
    onApplied();
  };

  const figures: Array<[string, string, string?]> = [
    ["balance", info.balance],
    ["freezeAmount", info.freezeAmount],
    ["guaranteedAmount", info.guaranteedAmount],
    ["transferBalance", info.transferBalance, "apply-available"],
    ["transferMinAmount", info.transferMinAmount],
    ["transferMaxAmount", info.transferMaxAmount],
  ];

  const summary = (
    <>
      <Descriptions
        column={2}
        size="small"
        bordered
        style={{ margin: "12px 0 16px" }}
        items={figures.map(([key, amount, testId]) => ({
          key,
          label: p(`figures.${key}`),
          children: (
            <Typography.Text strong={key === "transferBalance"} data-testid={testId}>
              {money(amount)}
            </Typography.Text>
          ),
        }))}
      />
      <Descriptions
        column={1}
        size="small"
        title={p("account")}
        style={{ marginBottom: 16 }}
        extra={
          may.info && (
            <Button type="link" size="small" onClick={onEditAccount} data-testid="apply-edit-account">
              {p("editAccount")}
            </Button>
          )
        }
        items={[
          { key: "type", label: t("finance.account.fields.settlementType"), children: <EnumTag table={TRANSFER_TYPE} value={info.settlementType} /> },
          ...ACCOUNT_FIELDS[info.settlementType]
            .filter((rule) => !rule.picture)
            .map((rule) => ({ key: rule.field, label: t(`finance.account.fields.${rule.field}`), children: info[rule.field] || "—" })),
        ]}
      />
      {!complete && <Alert type="warning" showIcon message={p("accountIncomplete")} style={{ marginBottom: 16 }} data-testid="apply-account-incomplete" />}
    </>
  );

  return (
    <FormDialog
      title={p("title")}
      form={form}
      width={640}
      okText={p("submit")}
      okDisabled={!complete}
      testId="apply-dialog"
      okTestId="apply-ok"
      formTestId="apply-form"
      onClose={onClose}
      onSubmit={submit}
      before={summary}
      after={
        complete && (
          <Space>
            <Typography.Text type="secondary">{p("reviewNote")}</Typography.Text>
          </Space>
        )
      }
    >
      <Form.Item
        name="amount"
        label={p("amount")}
        extra={p("amountHint", { min: info.transferMinAmount, max: info.transferMaxAmount, available: info.transferBalance })}
        validateDebounce={TYPING_VALIDATE_DELAY_MS}
        rules={[
          {
            validator: (_, value?: string) => {
              const problem = amountProblem(value, info);
              return problem ? Promise.reject(new Error(p(`rules.${problem.key}`, problem.values))) : Promise.resolve();
            },
          },
        ]}
      >
        <WithAddons after={p("yuanUnit")} width={260}>
          <NumericInput mode={2} placeholder={p("amountPlaceholder")} disabled={!complete} data-testid="apply-amount" />
        </WithAddons>
      </Form.Item>
      <Form.Item name="mark" label={p("mark")} rules={[{ max: MARK_MAX, message: p("rules.markLength", { max: MARK_MAX }) }]}>
        <Input.TextArea rows={3} maxLength={MARK_MAX} showCount placeholder={p("markPlaceholder")} disabled={!complete} data-testid="apply-mark" />
      </Form.Item>
    </FormDialog>
  );
}
