import { Button, Checkbox, Form, Space, Table } from "antd";
import { PlusOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import type { RegionTree } from "./cityTree";
import { RegionField } from "./RegionField";
import { emptyFreeRule, type TemplateFormValues } from "./regionRules";
import { amountColumn } from "./amountColumn";
import { MONEY_MODE, quantityMode, unitKey } from "./units";
import { useRowRules } from "./useRowRules";
import { DenseFormTable } from "../../../src/widgets/DenseFormTable";

/** 包邮区域: regions (or the whole country) shipped free from a number of pieces/kg/m³ or an amount. */
export function FreeRulesTable({ tree }: { tree: RegionTree }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance<TemplateFormValues>();
  const type = Form.useWatch("type", form);
  const rules = useRowRules(type);
  const quantity = quantityMode(type);
  return (
    <Form.List name="freeRules">
      {(fields, { add, remove }) => (
        <>
          <DenseFormTable>
            <Table
              dataSource={fields}
              rowKey="key"
              size="small"
              bordered
              pagination={false}
              data-testid="free-rules"
              locale={{ emptyText: t("shipping.editor.noFreeRules") }}
              columns={[
                {
                  title: t("shipping.editor.freeRegion"),
                  key: "region",
                  render: (_, field) => (
                    <Space.Compact block>
                      <Form.Item name={[field.name, "nationwide"]} valuePropName="checked" noStyle>
                        <Checkbox style={{ alignSelf: "center", marginRight: 8, whiteSpace: "nowrap" }} data-testid={`free-nationwide-${field.name}`}>
                          {t("shipping.editor.nationwide")}
                        </Checkbox>
                      </Form.Item>
                      <Form.Item noStyle shouldUpdate={(a, b) => a.freeRules?.[field.name]?.nationwide !== b.freeRules?.[field.name]?.nationwide}>
                        {() =>
                          form.getFieldValue(["freeRules", field.name, "nationwide"]) ? null : (
                            <Form.Item name={[field.name, "regions"]} rules={rules.regions} style={{ margin: 0, flex: 1, minWidth: 0 }}>
                              <RegionField tree={tree} data-testid={`free-select-${field.name}`} />
                            </Form.Item>
                          )
                        }
                      </Form.Item>
                    </Space.Compact>
                  ),
                },
                amountColumn({ field: "number", title: t(`shipping.units.${unitKey(type)}.free`), width: 150, rules: rules.quantity, mode: quantity, testId: "free-number" }),
                amountColumn({ field: "price", title: t("shipping.editor.freePrice"), width: 150, rules: rules.freePrice, mode: MONEY_MODE, testId: "free-price" }),
                {
                  title: t("shipping.list.actions"),
                  key: "actions",
                  width: 70,
                  render: (_, field) => (
                    <Button type="link" size="small" danger onClick={() => remove(field.name)} data-testid={`free-remove-${field.name}`}>
                      {t("shipping.list.delete")}
                    </Button>
                  ),
                },
              ]}
            />
          </DenseFormTable>
          <Button type="dashed" icon={<PlusOutlined />} onClick={() => add(emptyFreeRule())} style={{ marginTop: 8 }} data-testid="free-add">
            {t("shipping.editor.addFree")}
          </Button>
        </>
      )}
    </Form.List>
  );
}
