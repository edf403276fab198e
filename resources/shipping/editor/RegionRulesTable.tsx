import { Button, Form, Table, Typography } from "antd";
import { PlusOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import type { RegionTree } from "./cityTree";
import { RegionField } from "./RegionField";
import { emptyRegionRule, type TemplateFormValues } from "./regionRules";
import { NumericInput } from "../../../src/widgets/NumericInput";
import { MONEY_MODE, quantityMode, unitKey } from "./units";
import { useRowRules } from "./useRowRules";

/**
 * 运费: one row per region rule — where, first amount and its price, each further amount and
 * its price. Each cell is its own form field, so typing in one row re-renders only that cell
 * (thirty rows stay responsive); the default row of a custom template has no region.
 */
export function RegionRulesTable({ tree }: { tree: RegionTree }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance<TemplateFormValues>();
  const type = Form.useWatch("type", form);
  const unit = unitKey(type);
  const rules = useRowRules(type);
  const quantity = quantityMode(type);
  return (
    <Form.List name="regionRules">
      {(fields, { add, remove }) => (
        <>
          <Table
            dataSource={fields}
            rowKey="key"
            size="small"
            bordered
            pagination={false}
            data-testid="region-rules"
            columns={[
              {
                title: t("shipping.editor.region"),
                key: "region",
                render: (_, field) =>
                  form.getFieldValue(["regionRules", field.name, "isDefault"]) ? (
                    <Typography.Text data-testid="region-default">{t("shipping.editor.defaultRegion")}</Typography.Text>
                  ) : (
                    <Form.Item name={[field.name, "regions"]} rules={rules.regions} style={{ margin: 0 }}>
                      <RegionField tree={tree} data-testid={`region-select-${field.name}`} />
                    </Form.Item>
                  ),
              },
              {
                title: t(`shipping.units.${unit}.first`),
                key: "first",
                width: 130,
                render: (_, field) => (
                  <Form.Item name={[field.name, "first"]} rules={rules.quantity} style={{ margin: 0 }}>
                    <InputNumber {...quantity} data-testid={`region-first-${field.name}`} />
                  </Form.Item>
                ),
              },
              {
                title: t("shipping.editor.firstPrice"),
                key: "firstPrice",
                width: 120,
                render: (_, field) => (
                  <Form.Item name={[field.name, "firstPrice"]} rules={rules.price} style={{ margin: 0 }}>
                    <InputNumber {...money} data-testid={`region-first-price-${field.name}`} />
                  </Form.Item>
                ),
              },
              {
                title: t(`shipping.units.${unit}.renewal`),
                key: "renewal",
                width: 130,
                render: (_, field) => (
                  <Form.Item name={[field.name, "renewal"]} rules={rules.quantity} style={{ margin: 0 }}>
                    <InputNumber {...quantity} data-testid={`region-renewal-${field.name}`} />
                  </Form.Item>
                ),
              },
              {
                title: t("shipping.editor.renewalPrice"),
                key: "renewalPrice",
                width: 120,
                render: (_, field) => (
                  <Form.Item name={[field.name, "renewalPrice"]} rules={rules.price} style={{ margin: 0 }}>
                    <InputNumber {...money} data-testid={`region-renewal-price-${field.name}`} />
                  </Form.Item>
                ),
              },
              {
                title: t("shipping.list.actions"),
                key: "actions",
                width: 70,
                render: (_, field) =>
                  form.getFieldValue(["regionRules", field.name, "isDefault"]) ? null : (
                    <Button type="link" size="small" danger onClick={() => remove(field.name)} data-testid={`region-remove-${field.name}`}>
                      {t("shipping.list.delete")}
                    </Button>
                  ),
              },
            ]}
          />
          <Button type="dashed" icon={<PlusOutlined />} onClick={() => add(emptyRegionRule())} style={{ marginTop: 8 }} data-testid="region-add">
            {t("shipping.editor.addRegion")}
          </Button>
        </>
      )}
    </Form.List>
  );
}
