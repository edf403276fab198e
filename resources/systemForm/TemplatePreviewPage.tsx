import { useState } from "react";
import { Card, Input, Radio, Space, Typography } from "antd";
import { useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { canDo } from "../../providers/accessControl";
import { FormTemplateById } from "../../src/widgets/formConfig/FormTemplateById";
import { FORM_CONFIG_IDS } from "../../src/widgets/formConfig/formConfigIds";
import { FormTemplateParser } from "../../src/widgets/formConfig/FormTemplateParser";
import type { FormValues } from "../../src/widgets/formConfig/types";
import { SYSTEM_FORM_AUTHORITIES as A } from "./area";

/**
 * /maintain/formTemplate?id=… or ?name=…: a platform form template — one of the configured ids
 * (84 public-account form, 86 seckill form) or any template by name — rendered through the
 * form-config renderer, to check its fields and rules; submitting shows the values it would send.
 */
export default function TemplatePreviewPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const name = params.get("name") ?? "";
  const id = Number(params.get("id")) || 0;
  const [submitted, setSubmitted] = useState<FormValues>();
  const show = (next: Record<string, string>) => {
    setSubmitted(undefined);
    setParams(next);
  };
  const events = { onSubmit: setSubmitted, onReset: () => setSubmitted(undefined) };
  return (
    <Card>
      <Space direction="vertical" size={16} style={{ width: "100%", marginBottom: 8 }}>
        {canDo(A.templateById) && (
          <Space wrap>
            <Typography.Text>{t("systemForm.template.configured")}</Typography.Text>
            <Radio.Group value={id || undefined} optionType="button" onChange={(e) => show({ id: String(e.target.value) })} data-testid="template-config">
              {FORM_CONFIG_IDS.map((config) => (
                <Radio.Button key={config.id} value={config.id}>
                  {t(config.label)}
                </Radio.Button>
              ))}
            </Radio.Group>
          </Space>
        )}
        {canDo(A.templateByName) && (
          <Input.Search
            key={name}
            defaultValue={name}
            enterButton={t("systemForm.template.load")}
            placeholder={t("systemForm.template.namePlaceholder")}
            style={{ maxWidth: 420 }}
            onSearch={(value) => show(value.trim() ? { name: value.trim() } : {})}
            data-testid="template-name"
          />
        )}
      </Space>
      {id > 0 ? (
        <FormTemplateById key={`id:${id}`} formId={id} {...events} />
      ) : (
        name && <FormTemplateParser key={`name:${name}`} formName={name} {...events} />
      )}
      {submitted && (
        <>
          <Typography.Text type="success">{t("systemForm.preview.valid")}</Typography.Text>
          <pre style={{ fontSize: 12, background: "#fafafa", padding: 8 }} data-testid="template-values">
            {JSON.stringify(submitted, null, 2)}
          </pre>
        </>
      )}
    </Card>
  );
}
