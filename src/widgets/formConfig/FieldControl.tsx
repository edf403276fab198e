import { Alert, Cascader, Checkbox, Input, InputNumber, Radio, Rate, Select, Slider } from "antd";
import { useTranslation } from "react-i18next";
import { ColorInput } from "../ColorInput";
import { ImagePicker } from "../library/ImagePicker";
import { UploadFileButton } from "../library/UploadFileButton";
import { WithAddons } from "../WithAddons";
import { DateField } from "./controls/DateField";
import { RegionCascader } from "./controls/RegionCascader";
import { SwitchField } from "./controls/SwitchField";
import { TimeField } from "./controls/TimeField";
import type { FieldOption, FieldScheme } from "./types";

export interface FieldControlProps {
  scheme: FieldScheme;
  /** Injected by Form.Item. */
  value?: unknown;
  onChange?: (value: unknown) => void;
  /** Injected by Form.Item for the blur-triggered rules of inputs. */
  onBlur?: () => void;
  id?: string;
}

const text = (value: unknown) => (typeof value === "string" ? value : undefined);
const num = (value: unknown) => (typeof value === "number" ? value : undefined);
const options = (scheme: FieldScheme): FieldOption[] => scheme.__slot__?.options ?? (scheme.options as FieldOption[] | undefined) ?? [];
const plainOptions = (scheme: FieldScheme) =>
  options(scheme).map((o) => ({
    label: o.label,
    value: o.value as string | number,
    disabled: o.disabled,
  }));

/** The antd control for one form-generator tag, speaking the value shape Element's control kept. */
export function FieldControl({ scheme, value, onChange, onBlur, id }: FieldControlProps) {
  const { t } = useTranslation();
  const config = scheme.__config__;
  const change = (next: unknown) => onChange?.(next);
  const common = {
    id,
    disabled: Boolean(scheme.disabled),
    placeholder: scheme.placeholder,
  };
  // Typed controls also report blur (their rules run on blur).
  const typed = { ...common, onBlur };
  switch (config.tag) {
    case "el-input": {
      const props = {
        ...typed,
        value: text(value) ?? (value === undefined || value === null ? "" : String(value)),
        onChange: (e: { target: { value: string } }) => change(e.target.value),
        maxLength: num(scheme.maxlength),
        showCount: Boolean(scheme["show-word-limit"]) && num(scheme.maxlength) !== undefined,
        allowClear: Boolean(scheme.clearable),
        readOnly: Boolean(scheme.readonly),
      };
      if (scheme.type === "textarea") {
        const rows = (scheme.autosize as { minRows?: number; maxRows?: number } | undefined) ?? undefined;
        return <Input.TextArea {...props} rows={num(scheme.rows) ?? 3} autoSize={rows} />;
      }
      if (scheme.type === "password" || scheme["show-password"]) return <Input.Password {...props} />;
      return (
        <WithAddons before={scheme.__slot__?.prepend} after={scheme.__slot__?.append}>
          <Input {...props} />
        </WithAddons>
      );
    }
    case "el-input-number":
      return (
        <InputNumber
          {...typed}
          value={num(value) ?? (typeof value === "string" && value !== "" ? Number(value) : null)}
          onChange={change}
          min={num(scheme.min)}
          max={num(scheme.max)}
          step={num(scheme.step)}
          precision={num(scheme.precision)}
        />
      );
    case "el-select":
      return (
        <Select
          {...typed}
          value={value as never}
          onChange={change}
          options={plainOptions(scheme)}
          mode={scheme.multiple ? "multiple" : undefined}
          showSearch={Boolean(scheme.filterable)}
          allowClear={Boolean(scheme.clearable)}
          style={{ width: "100%" }}
        />
      );
    case "el-radio-group":
      return (
        <Radio.Group
          id={id}
          disabled={common.disabled}
          value={value}
          onChange={(e) => change(e.target.value)}
          options={plainOptions(scheme)}
          optionType={config.optionType === "button" ? "button" : "default"}
        />
      );
    case "el-checkbox-group":
      return (
        <Checkbox.Group
          disabled={common.disabled}
          value={Array.isArray(value) ? value : []}
          onChange={change}
          options={plainOptions(scheme)}
        />
      );
    case "el-switch":
      return (
        <SwitchField
          id={id}
          value={value}
          onChange={change}
          activeValue={scheme["active-value"] ?? true}
          inactiveValue={scheme["inactive-value"] ?? false}
          activeText={text(scheme["active-text"])}
          inactiveText={text(scheme["inactive-text"])}
          disabled={common.disabled}
        />
      );
    case "el-cascader": {
      if (typeof config.regionLevels === "number") {
        return <RegionCascader {...common} levels={config.regionLevels} value={value as string[] | null} onChange={change} />;
      }
      const names = (scheme.props as { props?: { value?: string; label?: string; children?: string } } | undefined)?.props;
      return (
        <Cascader
          {...typed}
          value={value as never}
          onChange={change}
          options={options(scheme) as never}
          fieldNames={
            names
              ? {
                  value: names.value ?? "value",
                  label: names.label ?? "label",
                  children: names.children ?? "children",
                }
              : undefined
          }
          changeOnSelect={Boolean((scheme.props as { props?: { checkStrictly?: boolean } } | undefined)?.props?.checkStrictly)}
          showSearch={Boolean(scheme.filterable)}
          style={{ width: "100%" }}
        />
      );
    }
    case "el-slider": {
      const slider = {
        id,
        disabled: common.disabled,
        min: num(scheme.min),
        max: num(scheme.max),
        step: num(scheme.step),
        onChange: change,
      };
      return scheme.range ? (
        <Slider {...slider} range value={Array.isArray(value) ? (value as number[]) : undefined} />
      ) : (
        <Slider {...slider} value={num(value)} />
      );
    }
    case "el-time-picker":
      return (
        <TimeField
          {...common}
          isRange={Boolean(scheme["is-range"])}
          valueFormat={text(scheme["value-format"])}
          format={text(scheme.format)}
          startPlaceholder={text(scheme["start-placeholder"])}
          endPlaceholder={text(scheme["end-placeholder"])}
          value={value as string | string[] | null}
          onChange={change}
          allowClear={scheme.clearable !== false}
        />
      );
    case "el-date-picker":
      return (
        <DateField
          {...common}
          type={text(scheme.type)}
          valueFormat={text(scheme["value-format"])}
          format={text(scheme.format)}
          startPlaceholder={text(scheme["start-placeholder"])}
          endPlaceholder={text(scheme["end-placeholder"])}
          value={value as string | string[] | null}
          onChange={change}
          allowClear={scheme.clearable !== false}
        />
      );
    case "el-rate":
      return (
        <Rate
          id={id}
          disabled={common.disabled}
          value={num(value) ?? 0}
          onChange={change}
          count={num(scheme.max) ?? 5}
          allowHalf={Boolean(scheme["allow-half"])}
        />
      );
    case "el-color-picker":
      return <ColorInput value={text(value)} onChange={change} disabled={common.disabled} />;
    case "self-upload":
    case "upload-picture":
      return (
        <ImagePicker
          value={(value as string | string[] | undefined) ?? (scheme.multiple ? [] : "")}
          onChange={change}
          multiple={Boolean(scheme.multiple)}
          max={num(scheme.limit) ?? num(config.limit)}
          disabled={common.disabled}
        />
      );
    case "el-upload":
      return <UploadFileButton value={value as string | undefined} onChange={change} disabled={common.disabled} />;
    default:
      return (
        <Alert
          type="warning"
          showIcon
          message={t("systemForm.renderer.unsupportedTag", {
            tag: config.tag ?? "",
          })}
        />
      );
  }
}
