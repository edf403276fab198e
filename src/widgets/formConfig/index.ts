/** The form-config renderer: a stored form-generator config rendered with antd, and its loaders by template name and by id. */
export { FormConfigRenderer, type FormConfigRendererProps } from "./FormConfigRenderer";
export { FormTemplateParser, type FormTemplateParserProps } from "./FormTemplateParser";
export { FormTemplateById, type FormTemplateByIdProps } from "./FormTemplateById";
export { FORM_CONFIG_IDS } from "./formConfigIds";
export { buildRules, fieldRules, requiredRule, RULE_TRIGGERS, type FieldRule } from "./rules";
export { genericRules, validateMessages } from "./genericRules";
export { parseFormConf } from "./parseFormConf";
export type { FieldScheme, FieldConfig, FormConf, FormValues, RegRule, FieldOption } from "./types";
