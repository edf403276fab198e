import { DatePicker, Form, Input, InputNumber, Switch } from "antd";
import { useTranslation } from "react-i18next";
import { TYPING_VALIDATE_DELAY_MS } from "../../../src/widgets/validators";
import { requiredText } from "../../../src/widgets/textRules";
import { WithAddons } from "../../../src/widgets/WithAddons";

const NAME_MAX = 20;

/** 基础信息 and 高级设置 of a group buy (the original editor's fields, ranges and hints). */
export function GroupBasicFields({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  const showGroup = Form.useWatch<boolean | undefined>("showGroup");
  const whole = (name: string, min: number, max: number, unit?: string) => (
    <Form.Item
      name={name}
      label={t(`groupbuy.editor.${name}`)}
      extra={t(`groupbuy.editor.${name}Help`)}
      validateDebounce={TYPING_VALIDATE_DELAY_MS}
      rules={[
        { required: true, message: t(`groupbuy.editor.${name}Required`) },
        { type: "integer", min, max, message: t(`groupbuy.editor.${name}Range`) },
      ]}
    >
      <WithAddons after={unit} width={260}>
        <InputNumber min={min} max={max} precision={0} disabled={disabled} data-testid={`group-field-${name}`} />
      </WithAddons>
    </Form.Item>
  );
  return (
    <>
      <Form.Item
        name="groupName"
        label={t("groupbuy.editor.groupName")}
        extra={t("groupbuy.editor.groupNameHelp")}
        validateDebounce={TYPING_VALIDATE_DELAY_MS}
        rules={requiredText(t("groupbuy.editor.groupNameRequired"), NAME_MAX, t("groupbuy.editor.groupNameTooLong"))}
      >
        <Input maxLength={NAME_MAX} showCount style={{ width: 460 }} placeholder={t("groupbuy.editor.groupNameRequired")} disabled={disabled} data-testid="group-field-groupName" />
      </Form.Item>
      <Form.Item name="time" label={t("groupbuy.editor.time")} rules={[{ required: true, message: t("groupbuy.editor.timeRequired") }]}>
        <DatePicker.RangePicker showTime style={{ width: 460 }} disabled={disabled} data-testid="group-field-time" />
      </Form.Item>
      {whole("buyCount", 2, 10000, t("groupbuy.editor.people"))}
      {whole("validHour", 1, 240, t("groupbuy.editor.hours"))}
      {whole("allQuota", 0, 9999)}
      {whole("oncQuota", 0, 9999)}
      <Form.Item name="showGroup" label={t("groupbuy.editor.showGroup")} extra={t("groupbuy.editor.showGroupHelp")} valuePropName="checked">
        <Switch disabled={disabled} data-testid="group-field-showGroup" />
      </Form.Item>
      {showGroup && (
        <Form.Item name="fictiStatus" label={t("groupbuy.editor.fictiStatus")} extra={t("groupbuy.editor.fictiStatusHelp")} valuePropName="checked">
          <Switch disabled={disabled} data-testid="group-field-fictiStatus" />
        </Form.Item>
      )}
    </>
  );
}
