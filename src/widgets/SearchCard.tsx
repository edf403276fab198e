import type { CSSProperties, ReactNode } from "react";
import { Button, Card, Form, Space, type FormProps } from "antd";
import { PlusOutlined } from "@ant-design/icons";

interface SearchCardProps<V> {
  /** Refine's `searchFormProps`. */
  formProps: FormProps<V>;
  formStyle?: CSSProperties;
  searchLabel: string;
  /** With it, a reset button that clears the fields and searches again. */
  resetLabel?: string;
  searchTestId?: string;
  /** The filter fields (Form.Items). */
  children: ReactNode;
}

/** A list page's filter card: inline fields, then search (and reset). */
export function SearchCard<V>({ formProps, formStyle, searchLabel, resetLabel, searchTestId, children }: SearchCardProps<V>) {
  const search = (
    <Button type="primary" htmlType="submit" data-testid={searchTestId}>
      {searchLabel}
    </Button>
  );
  return (
    <Card style={{ marginBottom: 16 }} styles={{ body: { paddingBottom: 0 } }}>
      <Form<V> {...formProps} layout="inline" style={formStyle}>
        {children}
        <Form.Item style={{ marginBottom: 24 }}>
          {resetLabel === undefined ? (
            search
          ) : (
            <Space>
              {search}
              <Button
                onClick={() => {
                  formProps.form?.resetFields();
                  formProps.form?.submit();
                }}
              >
                {resetLabel}
              </Button>
            </Space>
          )}
        </Form.Item>
      </Form>
    </Card>
  );
}

interface AddButtonProps {
  onClick: () => void;
  testId: string;
  children: ReactNode;
}

/** The primary "add" button above a list's table. */
export function AddButton({ onClick, testId, children }: AddButtonProps) {
  return (
    <Button type="primary" icon={<PlusOutlined />} style={{ marginBottom: 16 }} onClick={onClick} data-testid={testId}>
      {children}
    </Button>
  );
}
