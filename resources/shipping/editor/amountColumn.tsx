import { Form, type FormRule, type TableColumnType } from "antd";
import type { FormListFieldData } from "antd/es/form/FormList";
import { NumericInput } from "../../../src/widgets/NumericInput";
import type { NumericMode } from "../../../src/widgets/numeric";
import { TYPING_VALIDATE_DELAY_MS } from "../../../src/widgets/validators";

/**
 * A rule table's amount column (a quantity or a price): each cell is the row's own field, a
 * numeric input checked once the merchant pauses typing, named by its column's title (the cell
 * has no label of its own). `testId` names the inputs, with the row's index appended.
 */
export function amountColumn({
  field,
  title,
  width,
  rules,
  mode,
  testId,
}: {
  field: string;
  title: string;
  width: number;
  rules: FormRule[];
  mode: NumericMode;
  testId: string;
}): TableColumnType<FormListFieldData> {
  return {
    title,
    key: field,
    width,
    render: (_, row) => (
      <Form.Item name={[row.name, field]} rules={rules} validateDebounce={TYPING_VALIDATE_DELAY_MS} style={{ margin: 0 }}>
        <NumericInput mode={mode} aria-label={title} data-testid={`${testId}-${row.name}`} />
      </Form.Item>
    ),
  };
}
