import { Alert, Form, Input } from "antd";
import { useTranslation } from "react-i18next";
import { EnumTag } from "../../../../src/enums/EnumTag";
import { PRODUCT_TYPE, PRODUCT_TYPE_CODE } from "../../../../src/enums/product";
import { KeywordTagInput } from "../../../../src/widgets/KeywordTagInput";
import { BrandField } from "../fields/BrandField";
import { GuaranteeFields } from "../fields/GuaranteeFields";
import { MerchantCategoryField } from "../fields/MerchantCategoryField";
import { PlatformCategoryField } from "../fields/PlatformCategoryField";
import { INTRO_MAX, NAME_MAX, type ProductFormValues } from "../formModel";
import type { editorRules } from "../rules";
import { TYPING_VALIDATE_DELAY_MS } from "../../../../src/widgets/validators";

/** 基础信息: type, name, intro, keywords, categories, brand, unit, guarantees. */
export function BasicSection({ rules, disabled }: { rules: ReturnType<typeof editorRules>; disabled: boolean }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance<ProductFormValues>();
  const type = Form.useWatch("type", form);
  const categoryId = Form.useWatch("categoryId", form);
  return (
    <>
      <Form.Item label={t("product.fields.type")}>
        <EnumTag table={PRODUCT_TYPE} value={type} />
        {(type === PRODUCT_TYPE_CODE.cloudDisk || type === PRODUCT_TYPE_CODE.cardSecret) && (
          <Alert type="warning" showIcon style={{ marginTop: 8 }} message={t("product.editor.noAfterSales")} />
        )}
      </Form.Item>
      <Form.Item name="name" label={t("product.fields.name")} rules={rules.name} validateDebounce={TYPING_VALIDATE_DELAY_MS}>
        <Input maxLength={NAME_MAX} showCount disabled={disabled} placeholder={t("product.editor.placeholders.name")} data-testid="field-name" />
      </Form.Item>
      <Form.Item name="cateIds" label={t("product.fields.cateIds")} rules={rules.cateIds}>
        <MerchantCategoryField disabled={disabled} />
      </Form.Item>
      <Form.Item name="categoryId" label={t("product.fields.categoryId")} rules={rules.categoryId}>
        <PlatformCategoryField
          disabled={disabled}
          onChange={(id) => {
            form.setFieldsValue({ categoryId: id, brandId: undefined });
          }}
        />
      </Form.Item>
      <Form.Item name="brandId" label={t("product.fields.brandId")} rules={rules.brandId}>
        <BrandField categoryId={categoryId} disabled={disabled} />
      </Form.Item>
      <Form.Item name="unitName" label={t("product.fields.unitName")} rules={rules.unitName} validateDebounce={TYPING_VALIDATE_DELAY_MS}>
        <Input maxLength={32} disabled={disabled} placeholder={t("product.editor.placeholders.unitName")} style={{ maxWidth: 240 }} data-testid="field-unit" />
      </Form.Item>
      <Form.Item name="keywords" label={t("product.fields.keywords")} extra={t("product.editor.help.keywords")}>
        <KeywordTagInput disabled={disabled} />
      </Form.Item>
      <Form.Item name="intro" label={t("product.fields.intro")} rules={rules.intro} validateDebounce={TYPING_VALIDATE_DELAY_MS} extra={t("product.editor.help.intro")}>
        <Input.TextArea
          rows={3}
          maxLength={INTRO_MAX}
          showCount
          disabled={disabled}
          placeholder={t("product.editor.placeholders.intro")}
          data-testid="field-intro"
        />
      </Form.Item>
      <GuaranteeFields disabled={disabled} />
    </>
  );
}
