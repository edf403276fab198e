import { useCallback, useEffect, useMemo } from "react";
import { Form } from "antd";
import { useTable } from "@refinedev/antd";
import type { BaseRecord, CrudFilter } from "@refinedev/core";
import { filtersToQuery } from "../../providers/filters";
import { PAGE_SIZES } from "../../src/widgets/tablePagination";
import { useAllowed } from "../../src/access/useAllowed";

export type FilterForm = Record<string, string | undefined>;

/**
 * A list whose filter form is kept in the address (Refine `syncWithLocation`): the form shows the
 * address's filters, a search writes them back and returns to page 1. Values travel as text.
 */
export function useFilteredTable<Row extends BaseRecord>(resource: string, fields: readonly string[]) {
  const mayList = useAllowed(resource, "list");
  const [form] = Form.useForm<FilterForm>();
  const table = useTable<Row>({
    resource,
    syncWithLocation: true,
    pagination: { pageSize: PAGE_SIZES[0] },
    queryOptions: { enabled: mayList },
  });
  const { filters, setFilters, setCurrentPage, tableQuery } = table;
  // Refine hands a new filters array on every render: key on the content.
  const filterKey = JSON.stringify(filters);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const query = useMemo(() => filtersToQuery(filters), [filterKey]);

  useEffect(() => {
    form.setFieldsValue(Object.fromEntries(fields.map((field) => [field, query[field] === undefined ? undefined : String(query[field])])));
  }, [form, fields, query]);

  const search = useCallback(
    (values: FilterForm) => {
      const next: CrudFilter[] = fields.map((field) => ({ field, operator: "eq", value: values[field]?.trim() || undefined }));
      setFilters(next, "merge");
      setCurrentPage(1);
    },
    [fields, setFilters, setCurrentPage],
  );
  const reset = useCallback(() => {
    form.resetFields();
    search({});
  }, [form, search]);

  return { table, form, query, search, reset, refetch: () => void tableQuery.refetch() };
}
