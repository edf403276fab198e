import type { Dayjs } from "dayjs";

/**
 * Element keeps date and time values as text (one, or a start and end pair); antd's pickers
 * work with Dayjs. The conversions both fields share.
 */
export type TextDateValue = string | string[] | null;

/** Props the date and the time field have in common. */
export interface TextDateFieldProps {
  /** Element `value-format` (the stored text). */
  valueFormat?: string;
  /** Element `format` (what is shown). */
  format?: string;
  placeholder?: string;
  startPlaceholder?: string;
  endPlaceholder?: string;
  value?: TextDateValue;
  onChange?: (value: TextDateValue) => void;
  disabled?: boolean;
  allowClear?: boolean;
  id?: string;
}

type Parse = (text: unknown) => Dayjs | null;

export const singleOf = (value: TextDateValue | undefined, parse: Parse) =>
  parse(Array.isArray(value) ? value[0] : value);

export const pairOf = (
  value: TextDateValue | undefined,
  parse: Parse,
): [Dayjs | null, Dayjs | null] | null =>
  Array.isArray(value) ? [parse(value[0]), parse(value[1])] : null;

export const textOf = (date: Dayjs | null, format: string) =>
  date ? date.format(format) : null;

/** A complete pair as text; a half-filled pair is no value. */
export const textPairOf = (
  dates: [Dayjs | null, Dayjs | null] | null,
  format: string,
) =>
  dates && dates[0] && dates[1]
    ? [dates[0].format(format), dates[1].format(format)]
    : null;
