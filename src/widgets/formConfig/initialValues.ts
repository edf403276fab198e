import type { FieldScheme, FormValues } from "./types";

const CHOICE_TAGS = new Set(["el-select", "el-radio-group"]);
const blank = (value: unknown) => value === undefined || value === null || value === "";

/** Edit data picks the option it means: a stored "1" selects the option whose value is 1. */
function editValue(scheme: FieldScheme, value: unknown): unknown {
  if (!CHOICE_TAGS.has(scheme.__config__.tag ?? "")) return value;
  // Loose match on purpose: stored values come back as text.
  const option = scheme.__slot__?.options?.find((o) => String(o.value) === String(value));
  return option ? option.value : value;
}

/** Each field's default value (children of rows included), replaced by edit data where it has a value. */
export function initialValues(fields: readonly FieldScheme[], editData?: FormValues, into: FormValues = {}): FormValues {
  for (const scheme of fields) {
    const key = scheme.__vModel__;
    if (key) {
      const edited = editData?.[key];
      into[key] = blank(edited) ? scheme.__config__.defaultValue : editValue(scheme, edited);
    }
    if (Array.isArray(scheme.__config__.children)) initialValues(scheme.__config__.children, editData, into);
  }
  return into;
}
