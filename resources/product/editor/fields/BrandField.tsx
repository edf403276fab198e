import { Select } from "antd";
import { useTranslation } from "react-i18next";
import { useBrands } from "../../shared/catalogs";

/** The brand, among the brands of the chosen platform category; 0 is 其他 (other). */
export function BrandField({
  id,
  categoryId,
  value,
  onChange,
  disabled,
}: {
  /** From the form item, so that its label names the field. */
  id?: string;
  categoryId?: number;
  value?: number;
  onChange?: (id: number) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const brands = useBrands(categoryId);
  const options = [...brands.list.map((b) => ({ value: b.id, label: b.name })), { value: 0, label: t("product.editor.otherBrand") }];
  return (
    <Select
      id={id}
      showSearch
      optionFilterProp="label"
      value={value}
      onChange={onChange}
      options={options}
      loading={brands.loading}
      disabled={disabled || (!categoryId && value === undefined)}
      placeholder={t(categoryId ? "product.editor.placeholders.brandId" : "product.editor.placeholders.brandFirst")}
      style={{ width: "100%" }}
      data-testid="field-brand"
    />
  );
}
