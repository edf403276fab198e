import { Button, Form, Input, Select, Space } from "antd";
import { useTranslation } from "react-i18next";
import { enumOptions } from "../../../src/enums/enumTable";
import { REPLY_STATE } from "../../../src/enums/product";
import { DateLimitInput } from "../../../src/widgets/DateLimitInput";

export interface CommentSearch {
  productSearch?: string;
  star?: number;
  isReply?: boolean;
  dateLimit?: string;
}

const STARS = [1, 2, 3, 4, 5];

/** Product name, stars, replied or not, and a date shortcut or range. */
export function CommentFilters({ onSearch }: { onSearch: (search: CommentSearch) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<CommentSearch>();
  const submit = (search: CommentSearch) =>
    onSearch({ ...search, productSearch: search.productSearch?.trim() || undefined, dateLimit: search.dateLimit || undefined });
  return (
    <Form form={form} layout="inline" onFinish={submit} style={{ rowGap: 12 }}>
      <Form.Item name="productSearch" label={t("product.comment.product")}>
        <Input allowClear placeholder={t("product.comment.productPlaceholder")} style={{ width: 180 }} data-testid="comment-filter-product" />
      </Form.Item>
      <Form.Item name="star" label={t("product.comment.star")}>
        <Select
          allowClear
          style={{ width: 110 }}
          options={STARS.map((s) => ({ value: s, label: t("product.comment.stars", { count: s }) }))}
          placeholder={t("product.common.choose")}
        />
      </Form.Item>
      <Form.Item name="isReply" label={t("product.comment.replyState")}>
        <Select allowClear style={{ width: 110 }} options={enumOptions(REPLY_STATE, t)} placeholder={t("product.common.choose")} />
      </Form.Item>
      <Form.Item name="dateLimit" label={t("product.comment.time")}>
        <DateLimitInput />
      </Form.Item>
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            {t("product.common.search")}
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              onSearch({});
            }}
          >
            {t("product.common.reset")}
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
