import { Form, InputNumber, Radio } from "antd";
import { useTranslation } from "react-i18next";
import type { RangeConfig } from "../mobileForm";

/** A number's smallest and largest value and its decimals (0 integers, 1 or 2 decimals). */
export function NumberRange({ config, onChange }: { config: RangeConfig; onChange: (next: RangeConfig) => void }) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item label={t("systemForm.props.min")}>
        <InputNumber value={config.min} onChange={(min) => onChange({ ...config, min: min ?? null })} style={{ width: "100%" }} />
      </Form.Item>
      <Form.Item label={t("systemForm.props.max")}>
        <InputNumber value={config.max} onChange={(max) => onChange({ ...config, max: max ?? null })} style={{ width: "100%" }} />
      </Form.Item>
      <Form.Item label={t("systemForm.props.precision")}>
        <Radio.Group
          value={config.precision}
          onChange={(e) => onChange({ ...config, precision: e.target.value as number })}
          options={[0, 1, 2].map((p) => ({
            value: p,
            label: t(`systemForm.props.precision${p}`),
          }))}
        />
      </Form.Item>
    </>
  );
}
