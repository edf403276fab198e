import type { Ref } from "react";
import { Form, Input, InputNumber, Radio } from "antd";
import { useTranslation } from "react-i18next";
import { enumOptions } from "../../../src/enums/enumTable";
import { APPOINT_CODE, CHARGING_TYPES, SHIPPING_APPOINT } from "../../../src/enums/shipping";
import type { RegionTree } from "./cityTree";
import { FreeRulesTable } from "./FreeRulesTable";
import { RegionRulesTable, type RuleTableRef } from "./RegionRulesTable";
import { regionRulesFor, type TemplateFormValues } from "./regionRules";
import { requiredText } from "../../../src/widgets/textRules";

/** The template's fields: name, free-shipping mode, charging mode, region and free rules, sort. */
export function TemplateForm({ tree, tableRef }: { tree: RegionTree; tableRef?: Ref<RuleTableRef> }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance<TemplateFormValues>();
  const appoint = Form.useWatch("appoint", form);
  const onAppoint = (next: number) => form.setFieldValue("regionRules", regionRulesFor(next, form.getFieldValue("regionRules") ?? []));
  return (
    <>
      <Form.Item name="name" label={t("shipping.editor.name")} rules={requiredText(t("shipping.rules.name"), 200, t("shipping.rules.nameLength"))}>
        <Input maxLength={200} placeholder={t("shipping.editor.namePlaceholder")} style={{ maxWidth: 420 }} data-testid="template-name" />
      </Form.Item>
      <Form.Item name="appoint" label={t("shipping.editor.appoint")} rules={[{ required: true, message: t("shipping.rules.appoint") }]}>
        <Radio.Group options={enumOptions(SHIPPING_APPOINT, t)} onChange={(e) => onAppoint(e.target.value as number)} data-testid="template-appoint" />
      </Form.Item>
      {appoint !== undefined && appoint !== APPOINT_CODE.nationwide && (
        <>
          <Form.Item name="type" label={t("shipping.editor.type")} rules={[{ required: true, message: t("shipping.rules.type") }]}>
            <Radio.Group options={enumOptions(CHARGING_TYPES, t)} data-testid="template-type" />
          </Form.Item>
          <Form.Item label={t("shipping.editor.regions")} required extra={appoint === APPOINT_CODE.partial ? t("shipping.editor.partialHelp") : t("shipping.editor.customHelp")}>
            <RegionRulesTable tree={tree} tableRef={tableRef} />
          </Form.Item>
          {appoint === APPOINT_CODE.custom && (
            <Form.Item label={t("shipping.editor.freeRules")}>
              <FreeRulesTable tree={tree} />
            </Form.Item>
          )}
        </>
      )}
      <Form.Item name="sort" label={t("shipping.editor.sort")} extra={t("shipping.editor.sortHelp")}>
        <InputNumber min={0} max={9999} precision={0} style={{ width: 160 }} data-testid="template-sort" />
      </Form.Item>
    </>
  );
}
