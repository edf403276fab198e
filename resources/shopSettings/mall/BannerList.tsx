import { Button, Form, Input, Space, Switch, Table, Typography } from "antd";
import { ArrowDownOutlined, ArrowUpOutlined, PlusOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import { DenseFormTable } from "../../../src/widgets/DenseFormTable";
import { ImagePicker } from "../../../src/widgets/library";
import { BANNER_MAX, emptyBanner } from "./pcConfigForm";

/**
 * 店铺banner: up to ten pictures, each with a link and a shown/hidden status, in the order
 * listed (the arrows move a row; the order is saved as each banner's sort).
 */
export function BannerList({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  const b = (key: string, vars?: Record<string, unknown>) => t(`shopSettings.mall.banner.${key}`, vars);
  return (
    <Form.List name="bannerList">
      {(fields, { add, remove, move }) => (
        <>
          <DenseFormTable>
            <Table
              dataSource={fields}
              rowKey="key"
              size="small"
              bordered
              pagination={false}
              locale={{ emptyText: b("empty") }}
              data-testid="banner-table"
              columns={[
                {
                  title: b("image"),
                  key: "image",
                  width: 110,
                  render: (_, field) => (
                    <Form.Item name={[field.name, "imageUrl"]} rules={[{ required: true, message: b("imageRequired") }]} style={{ margin: 0 }}>
                      <ImagePicker model="mallConfiguration" size={56} />
                    </Form.Item>
                  ),
                },
                {
                  title: b("link"),
                  key: "link",
                  render: (_, field) => (
                    <Form.Item name={[field.name, "linkUrl"]} style={{ margin: 0 }}>
                      <Input placeholder={b("linkPlaceholder")} maxLength={255} data-testid={`banner-link-${field.name}`} />
                    </Form.Item>
                  ),
                },
                {
                  title: b("status"),
                  key: "status",
                  width: 110,
                  render: (_, field) => (
                    <Form.Item name={[field.name, "status"]} valuePropName="checked" style={{ margin: 0 }}>
                      <Switch checkedChildren={b("shown")} unCheckedChildren={b("hidden")} data-testid={`banner-status-${field.name}`} />
                    </Form.Item>
                  ),
                },
                {
                  title: b("actions"),
                  key: "actions",
                  width: 150,
                  render: (_, field, index) =>
                    disabled ? null : (
                      <Space size={0}>
                        <Button type="text" size="small" icon={<ArrowUpOutlined />} disabled={index === 0} onClick={() => move(index, index - 1)} aria-label={b("up")} data-testid={`banner-up-${field.name}`} />
                        <Button type="text" size="small" icon={<ArrowDownOutlined />} disabled={index === fields.length - 1} onClick={() => move(index, index + 1)} aria-label={b("down")} data-testid={`banner-down-${field.name}`} />
                        <Button type="link" size="small" danger onClick={() => remove(field.name)} data-testid={`banner-remove-${field.name}`}>
                          {b("remove")}
                        </Button>
                      </Space>
                    ),
                },
              ]}
            />
          </DenseFormTable>
          {!disabled && (
            <Space style={{ marginTop: 8 }}>
              <Button type="dashed" icon={<PlusOutlined />} disabled={fields.length >= BANNER_MAX} onClick={() => add(emptyBanner())} data-testid="banner-add">
                {b("add")}
              </Button>
              <Typography.Text type="secondary">{b("hint", { max: BANNER_MAX })}</Typography.Text>
            </Space>
          )}
        </>
      )}
    </Form.List>
  );
}
