import { useOne } from "@refinedev/core";
import { SYSTEM_FORM_RESOURCES } from "../../../resources/systemForm/endpoints";
import { TemplateForm, type FormTemplate } from "./TemplateForm";
import type { FormConf, FormValues } from "./types";

export interface FormTemplateByIdProps {
  /** The template's id (GET form/temp/info?id=…), e.g. one of FORM_CONFIG_IDS. */
  formId: number;
  editData?: FormValues;
  onSubmit?: (values: FormValues) => unknown;
  onReset?: (conf: FormConf) => void;
}

/** Loads a form config by template id and renders it, with submit and reset events. */
export function FormTemplateById({ formId, ...form }: FormTemplateByIdProps) {
  const { result, query } = useOne<FormTemplate>({ resource: SYSTEM_FORM_RESOURCES.template, id: formId, queryOptions: { enabled: formId > 0 } });
  return <TemplateForm content={result?.content} loading={query.isFetching} {...form} />;
}
