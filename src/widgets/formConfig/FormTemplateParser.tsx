import { useMemo } from "react";
import { Alert, Spin } from "antd";
import { useCustom } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { SYSTEM_FORM_RESOURCES } from "../../../resources/systemForm/endpoints";
import { FormConfigRenderer } from "./FormConfigRenderer";
import { parseFormConf } from "./parseFormConf";
import type { FormConf, FormValues } from "./types";

interface FormTemplate {
  id: number;
  name: string;
  content: string;
}

export interface FormTemplateParserProps {
  /** The template's name (GET form/temp/name/info?name=…). */
  formName: string;
  /** Values of the record being edited. */
  editData?: FormValues;
  onSubmit?: (values: FormValues) => unknown;
  onReset?: (conf: FormConf) => void;
}

/** Loads a form config by template name and renders it, with submit and reset events (spec doc 2 §2). */
export function FormTemplateParser({ formName, editData, onSubmit, onReset }: FormTemplateParserProps) {
  const { t } = useTranslation();
  const { result, query } = useCustom<FormTemplate>({
    url: "",
    method: "get",
    config: { query: { name: formName } },
    meta: { resource: SYSTEM_FORM_RESOURCES.template, action: "byName" },
    queryOptions: { enabled: Boolean(formName) },
  });
  const content = result?.data?.content;
  const conf = useMemo(() => (content ? parseFormConf(content) : undefined), [content]);
  if (query.isFetching && !conf) return <Spin style={{ display: "block", padding: 24 }} />;
  if (content && !conf) return <Alert type="error" showIcon message={t("systemForm.renderer.badConfig")} />;
  if (!conf) return null;
  return <FormConfigRenderer key={content} conf={conf} editData={editData} onSubmit={onSubmit} onReset={onReset} />;
}

export default FormTemplateParser;
