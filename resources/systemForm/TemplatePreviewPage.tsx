import { useState } from "react";
import { Card, Input, Typography } from "antd";
import { useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { FormTemplateParser } from "../../src/widgets/formConfig/FormTemplateParser";
import type { FormValues } from "../../src/widgets/formConfig/types";

/**
 * /maintain/formTemplate?name=…: a platform form template (e.g. 公众号配置, 秒杀配置) rendered
 * through the template parser, to check a config and its rules; submitting shows the values.
 */
export default function TemplatePreviewPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const name = params.get("name") ?? "";
  const [submitted, setSubmitted] = useState<FormValues>();
  return (
    <Card>
      <Input.Search
        defaultValue={name}
        enterButton={t("systemForm.template.load")}
        placeholder={t("systemForm.template.namePlaceholder")}
        style={{ maxWidth: 420, marginBottom: 24 }}
        onSearch={(value) => {
          setSubmitted(undefined);
          setParams(value.trim() ? { name: value.trim() } : {});
        }}
        data-testid="template-name"
      />
      {name && <FormTemplateParser key={name} formName={name} onSubmit={setSubmitted} onReset={() => setSubmitted(undefined)} />}
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
