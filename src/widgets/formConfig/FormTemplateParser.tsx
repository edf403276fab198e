import { useCustom } from "@refinedev/core";
import { SYSTEM_FORM_RESOURCES } from "../../../resources/systemForm/endpoints";
import { TemplateForm, type FormTemplate } from "./TemplateForm";
import type { FormConf, FormValues } from "./types";

export interface FormTemplateParserProps {
  /** The template's name (GET form/temp/name/info?name=…). */
  formName: string;
  /** Values of the record being edited. */
  editData?: FormValues;
  onSubmit?: (values: FormValues) => unknown;
  onReset?: (conf: FormConf) => void;
}

/** Loads a form config by template name and renders it, with submit and reset events (spec doc 2 §2). */
export function FormTemplateParser({ formName, ...form }: FormTemplateParserProps) {
  const { result, query } = useCustom<FormTemplate>({
    url: "",
    method: "get",
    config: { query: { name: formName } },
    meta: { resource: SYSTEM_FORM_RESOURCES.template, action: "byName" },
    queryOptions: { enabled: Boolean(formName) },
  });
  return <TemplateForm content={result?.data?.content} loading={query.isFetching} {...form} />;
}

export default FormTemplateParser;
