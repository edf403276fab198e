import { useMemo, useState } from "react";
import { Button, Col, Form, Row, Space } from "antd";
import { useTranslation } from "react-i18next";
import { ConfigErrorBoundary } from "./ConfigErrorBoundary";
import { FormItems } from "./FormItems";
import { formProps } from "./formLayout";
import { validateMessages } from "./genericRules";
import { initialValues } from "./initialValues";
import { buildRules } from "./rules";
import type { FormConf, FormValues } from "./types";

export interface FormConfigRendererProps {
  conf: FormConf;
  /** Values of a record being edited; they replace the defaults where present. */
  editData?: FormValues;
  /** Runs with the values once every rule passes. */
  onSubmit?: (values: FormValues) => unknown;
  /** Runs after the form went back to its first values. */
  onReset?: (conf: FormConf) => void;
}

/**
 * Renders a stored form-generator config with antd (spec doc 2 §3, §5): fields and rows,
 * span and gutter, size, label position and width, disabled, defaults, options, tips, the
 * buttons when `formBtns` is set, and each field's rules.
 */
export function FormConfigRenderer({ conf, editData, onSubmit, onReset }: FormConfigRendererProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const [submitting, setSubmitting] = useState(false);
  const rules = useMemo(() => buildRules(conf.fields ?? [], t), [conf, t]);
  const initial = useMemo(() => initialValues(conf.fields ?? [], editData), [conf, editData]);
  const messages = useMemo(() => validateMessages(t), [t]);

  const submit = async (values: FormValues) => {
    if (submitting) return;
    setSubmitting(true);
    try {
      await onSubmit?.({ ...initial, ...values });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <ConfigErrorBoundary>
      <Form<FormValues>
        form={form}
        {...formProps(conf)}
        initialValues={initial}
        validateMessages={messages}
        onFinish={(values) => void submit(values)}
        data-testid="form-config-renderer"
      >
        <Row gutter={conf.gutter ?? 0}>
          <FormItems fields={conf.fields ?? []} rules={rules} t={t} />
          {conf.formBtns && (
            <Col span={24}>
              <Form.Item label={conf.labelPosition === "top" ? undefined : " "} colon={false}>
                <Space>
                  <Button type="primary" htmlType="submit" loading={submitting} data-testid="form-config-submit">
                    {t("systemForm.renderer.submit")}
                  </Button>
                  <Button
                    onClick={() => {
                      form.resetFields();
                      onReset?.(conf);
                    }}
                    data-testid="form-config-reset"
                  >
                    {t("systemForm.renderer.reset")}
                  </Button>
                </Space>
              </Form.Item>
            </Col>
          )}
        </Row>
      </Form>
    </ConfigErrorBoundary>
  );
}
