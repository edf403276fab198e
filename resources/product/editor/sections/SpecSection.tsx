import { useMemo } from "react";
import { Form, Radio, Switch, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { PRODUCT_TYPE_CODE } from "../../../../src/enums/product";
import { FormPart } from "../../../../src/widgets/FormPart";
import { useUnrelatedLibraries } from "../../shared/catalogs";
import type { ProductFormValues } from "../formModel";
import { BatchFillRow } from "../sku/BatchFillRow";
import { skuColumns } from "../sku/skuColumns";
import { SkuTable } from "../sku/SkuTable";
import { SpecEditor } from "../sku/SpecEditor";
import { usableSpecs } from "../sku/skuMatrix";
import type { SkuState } from "../sku/useSkuState";

/**
 * 规格库存: single or multi spec, the specifications and the SKU table with its batch row.
 * Its parts are DOM forms of their own (see FormPart; the SKU table makes one per row), so a
 * key typed in one part is not followed by the browser reading the others' fields again.
 */
export function SpecSection({ sku, disabled }: { sku: SkuState; disabled: boolean }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance<ProductFormValues>();
  const specType = Form.useWatch("specType", form) ?? false;
  const isSub = Form.useWatch("isSub", form) ?? false;
  const paidMember = Form.useWatch("isPaidMember", form) ?? false;
  const type = Form.useWatch("type", form) ?? PRODUCT_TYPE_CODE.normal;
  const libraries = useUnrelatedLibraries(type === PRODUCT_TYPE_CODE.cardSecret && !disabled);
  const columns = useMemo(() => skuColumns({ productType: type, isSub, paidMember }), [type, isSub, paidMember]);
  const attributes = useMemo(() => (specType ? usableSpecs(sku.specs).map((s) => s.name) : []), [specType, sku.specs]);
  const store = specType ? sku.multiStore : sku.singleStore;
  return (
    <>
      <FormPart>
        <Form.Item name="specType" label={t("product.fields.specType")}>
          <Radio.Group disabled={disabled} data-testid="field-spec-type">
            <Radio value={false}>{t("product.fields.singleSpec")}</Radio>
            <Radio value={true}>{t("product.fields.multiSpec")}</Radio>
          </Radio.Group>
        </Form.Item>
        <Form.Item name="isSub" label={t("product.fields.isSub")} valuePropName="checked" extra={t("product.editor.help.isSub")}>
          <Switch disabled={disabled} />
        </Form.Item>
        {specType && (
          <Form.Item label={t("product.editor.spec.title")}>
            <SpecEditor specs={sku.specs} onChange={sku.changeSpecs} disabled={disabled} />
          </Form.Item>
        )}
      </FormPart>
      <Form.Item label={t("product.editor.sku.title")}>
        {!disabled && store.getRows().length > 1 && (
          <FormPart>
            <BatchFillRow store={store} columns={columns} />
          </FormPart>
        )}
        {specType && attributes.length === 0 ? (
          <Typography.Text type="secondary">{t("product.editor.spec.empty")}</Typography.Text>
        ) : (
          <SkuTable
            key={specType ? "multi" : "single"}
            store={store}
            attributes={attributes}
            columns={columns}
            disabled={disabled}
            libraries={libraries.list}
          />
        )}
      </Form.Item>
    </>
  );
}
