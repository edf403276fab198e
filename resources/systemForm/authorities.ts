/** Authority strings of the system forms and form templates (contract §3.18, §5), written once. */
export const SYSTEM_FORM_AUTHORITIES = {
  page: "merchant:system:form:page",
  detail: "merchant:system:form:detail",
  add: "merchant:system:form:add",
  update: "merchant:system:form:update",
  delete: "merchant:system:form:delete",
  templateByName: "merchant:system:form:name:info",
  templateById: "merchant:config:form:info",
} as const;
