/** The form-config renderer: a stored form-generator config rendered with antd, and its loader by template name. */
export { FormConfigRenderer, type FormConfigRendererProps } from "./FormConfigRenderer";
export { FormTemplateParser, type FormTemplateParserProps } from "./FormTemplateParser";
export { buildRules, fieldRules, requiredRule, RULE_TRIGGERS, type FieldRule } from "./rules";
export { genericRules, validateMessages } from "./genericRules";
export { parseFormConf } from "./parseFormConf";
export type { FieldScheme, FieldConfig, FormConf, FormValues, RegRule, FieldOption } from "./types";
