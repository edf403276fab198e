import { Button, Form, Space } from "antd";
import { useTranslation } from "react-i18next";

/** The search and reset buttons closing a finance filter form (test ids `<testId>-search`, `<testId>-reset`). */
export function FilterActions({ onReset, testId }: { onReset: () => void; testId: string }) {
  const { t } = useTranslation();
  return (
    <Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" data-testid={`${testId}-search`}>
          {t("finance.common.search")}
        </Button>
        <Button onClick={onReset} data-testid={`${testId}-reset`}>
          {t("finance.common.reset")}
        </Button>
      </Space>
    </Form.Item>
  );
}
