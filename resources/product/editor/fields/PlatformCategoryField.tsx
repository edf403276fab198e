import { useTranslation } from "react-i18next";
import { CategoryCascader } from "../../../../src/widgets/pickers/CategoryCascader";

/** A level-3 platform category, shown as its path; the value is the leaf id. */
/** `id` comes from the form item, so that its label names the field. */
export function PlatformCategoryField({ id, value, onChange, disabled }: { id?: string; value?: number; onChange?: (id: number | undefined) => void; disabled?: boolean }) {
  const { t } = useTranslation();
  return (
    <CategoryCascader
      id={id}
      tree="platform"
      leafLevel={3}
      value={value}
      onChange={onChange}
      showSearch
      allowClear
      disabled={disabled}
      placeholder={t("product.editor.placeholders.categoryId")}
      style={{ width: "100%" }}
      data-testid="field-platform-category"
    />
  );
}
