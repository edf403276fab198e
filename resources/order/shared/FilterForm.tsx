import { useEffect, type ReactNode } from "react";
import { Button, Form, Input, Space } from "antd";
import { useTranslation } from "react-i18next";
import { DateLimitInput } from "../../../src/widgets/DateLimitInput";
import { UserSearchInput } from "../../../src/widgets/UserSearchInput";
import { EMPTY_USER_SEARCH, userSearchQuery, type UserSearchValue } from "../../../src/widgets/userSearch";
import type { FilterValues } from "../../../src/widgets/tabbedList/listState";

/** The filters both lists share: text fields, a date (shortcut or range), the user search. */
export type CommonFilterField = "dateLimit" | "searchType" | "content";

interface Shape {
  [text: string]: string | UserSearchValue | undefined;
  dateLimit?: string;
  user?: UserSearchValue;
}

interface FilterFormProps<K extends string> {
  values: FilterValues<K>;
  onSearch: (values: FilterValues<K>) => void;
  /** Text fields shown first (order no, refund no…), each with its label key. */
  textFields: readonly { name: K; label: string }[];
  /** More fields (a select) with their names, read and written as they are. */
  extra?: { name: K; node: ReactNode };
  testId: string;
}

function toShape<K extends string>(values: FilterValues<K>, textNames: readonly K[], extra?: K): Shape {
  const v = values as Record<string, string | undefined>;
  const shape: Shape = {
    dateLimit: v.dateLimit ?? "",
    user: v.content ? { searchType: (v.searchType ?? "all") as UserSearchValue["searchType"], content: v.content } : EMPTY_USER_SEARCH,
  };
  for (const name of textNames) shape[name] = v[name];
  if (extra) shape[extra] = v[extra];
  return shape;
}

/** A filter card's form: its own fields plus date and user search; search and reset. */
export function FilterForm<K extends string>({ values, onSearch, textFields, extra, testId }: FilterFormProps<K>) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Shape>();
  const textNames = textFields.map((f) => f.name);
  const valuesKey = JSON.stringify(values);
  // The address may change the filters (back, a link): show them.
  useEffect(() => {
    form.setFieldsValue(toShape(values, textNames, extra?.name));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [valuesKey]);

  const submit = (shape: Shape) => {
    const next: Record<string, string | undefined> = {
      dateLimit: shape.dateLimit || undefined,
      ...userSearchQuery(shape.user),
    };
    for (const name of textNames) next[name] = (shape[name] as string | undefined)?.trim() || undefined;
    if (extra) next[extra.name] = shape[extra.name] === undefined || shape[extra.name] === null ? undefined : String(shape[extra.name]);
    onSearch(next as FilterValues<K>);
  };
  const reset = () => {
    form.setFieldsValue({ ...Object.fromEntries(Object.keys(form.getFieldsValue()).map((k) => [k, undefined])), dateLimit: "", user: EMPTY_USER_SEARCH });
    form.submit();
  };

  return (
    <Form form={form} layout="inline" onFinish={submit} style={{ rowGap: 12 }} data-testid={testId}>
      {textFields.map((field) => (
        <Form.Item key={field.name} name={field.name as string} label={t(field.label)}>
          <Input allowClear placeholder={t("order.filters.input")} style={{ width: 200 }} data-testid={`${testId}-${field.name}`} />
        </Form.Item>
      ))}
      {extra && (
        <Form.Item name={extra.name as string} label={t(`order.filters.${extra.name}`)}>
          {extra.node}
        </Form.Item>
      )}
      <Form.Item name="dateLimit" label={t("order.filters.date")}>
        <DateLimitInput data-testid={`${testId}-date`} />
      </Form.Item>
      <Form.Item name="user" label={t("order.filters.user")}>
        <UserSearchInput onSearch={() => form.submit()} />
      </Form.Item>
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" data-testid={`${testId}-search`}>
            {t("order.filters.search")}
          </Button>
          <Button onClick={reset} data-testid={`${testId}-reset`}>
            {t("order.filters.reset")}
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
