import type { Ref } from "react";
import { Button, Form, Table, Typography, type GetRef } from "antd";
import { PlusOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import type { RegionTree } from "./cityTree";
import { RegionField } from "./RegionField";
import { emptyRegionRule, type TemplateFormValues } from "./regionRules";
import { amountColumn } from "./amountColumn";
import { MONEY_MODE, quantityMode, unitKey } from "./units";
import { useRowRules } from "./useRowRules";
import { DenseFormTable } from "../../../src/widgets/DenseFormTable";

/**
 * 运费: one row per region rule — where, first amount and its price, each further amount and
 * its price. Each cell is its own form field, so typing in one row re-renders only that cell,
 * the inputs are plain text inputs, a row's tree select mounts only while it is edited, and
 * beyond ten rows only the rows in view are mounted: thirty rows open and type quickly.
 * The default row of a custom template has no region.
 */
export type RuleTableRef = GetRef<typeof Table>;

/** Above this many rows only the rows in view are mounted (antd's virtual table). */
const VIRTUAL_FROM = 10;

export function RegionRulesTable({ tree, tableRef }: { tree: RegionTree; tableRef?: Ref<RuleTableRef> }) {
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
          <DenseFormTable>
            <Table
              ref={tableRef}
              dataSource={fields}
              rowKey="key"
              size="small"
              bordered
              pagination={false}
              virtual={fields.length > VIRTUAL_FROM}
              scroll={fields.length > VIRTUAL_FROM ? { x: 900, y: 460 } : undefined}
              data-testid="region-rules"
              columns={[
                {
                  title: t("shipping.editor.region"),
                  key: "region",
                  width: 330,
                  render: (_, field) =>
                    form.getFieldValue(["regionRules", field.name, "isDefault"]) ? (
                      <Typography.Text data-testid="region-default">{t("shipping.editor.defaultRegion")}</Typography.Text>
                    ) : (
                      <Form.Item name={[field.name, "regions"]} rules={rules.regions} style={{ margin: 0 }}>
                        <RegionField tree={tree} data-testid={`region-select-${field.name}`} />
                      </Form.Item>
                    ),
                },
                amountColumn({ field: "first", title: t(`shipping.units.${unit}.first`), width: 130, rules: rules.quantity, mode: quantity, testId: "region-first" }),
                amountColumn({ field: "firstPrice", title: t("shipping.editor.firstPrice"), width: 120, rules: rules.price, mode: MONEY_MODE, testId: "region-first-price" }),
                amountColumn({ field: "renewal", title: t(`shipping.units.${unit}.renewal`), width: 130, rules: rules.quantity, mode: quantity, testId: "region-renewal" }),
                amountColumn({ field: "renewalPrice", title: t("shipping.editor.renewalPrice"), width: 120, rules: rules.price, mode: MONEY_MODE, testId: "region-renewal-price" }),
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
          </DenseFormTable>
          <Button type="dashed" icon={<PlusOutlined />} onClick={() => add(emptyRegionRule())} style={{ marginTop: 8 }} data-testid="region-add">
            {t("shipping.editor.addRegion")}
          </Button>
        </>
      )}
    </Form.List>
  );
}
