import { useMemo } from "react";
import { Alert, Spin } from "antd";
import { useTranslation } from "react-i18next";
import { FormConfigRenderer } from "./FormConfigRenderer";
import { parseFormConf } from "./parseFormConf";
import type { FormConf, FormValues } from "./types";

/** A form template (`SystemFormTemp`, contract §3.18): its `content` is a form-generator config. */
export interface FormTemplate {
  id: number;
  name: string;
  content: string;
}

export interface TemplateFormProps {
  /** The template's stored config, once it arrived. */
  content: string | undefined;
  loading: boolean;
  /** Values of the record being edited. */
  editData?: FormValues;
  onSubmit?: (values: FormValues) => unknown;
  onReset?: (conf: FormConf) => void;
}

/** A loaded template's config rendered, or its loading state, or why it cannot be rendered. */
export function TemplateForm({ content, loading, editData, onSubmit, onReset }: TemplateFormProps) {
  const { t } = useTranslation();
  const conf = useMemo(() => (content ? parseFormConf(content) : undefined), [content]);
  if (loading && !conf) return <Spin style={{ display: "block", padding: 24 }} />;
  if (content && !conf) return <Alert type="error" showIcon message={t("systemForm.renderer.badConfig")} />;
  if (!conf) return null;
  return <FormConfigRenderer key={content} conf={conf} editData={editData} onSubmit={onSubmit} onReset={onReset} />;
}
