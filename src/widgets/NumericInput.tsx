import { Input, type InputProps } from "antd";
import { filterNumeric, type NumericMode } from "./numeric";

export interface NumericInputProps extends Omit<InputProps, "value" | "onChange"> {
  value?: string | number | null;
  /** The filtered text (a decimal string: money stays a string). */
  onChange?: (value: string) => void;
  /** 0 integers (default), 1 one decimal, 2 two decimals. */
  mode?: NumericMode;
}

/** An input that drops what the mode does not allow as it is typed. */
export function NumericInput({ value, onChange, mode = 0, ...rest }: NumericInputProps) {
  return (
    <Input
      inputMode={mode === 0 ? "numeric" : "decimal"}
      {...rest}
      value={value === null || value === undefined ? "" : String(value)}
      onChange={(e) => onChange?.(filterNumeric(e.target.value, mode))}
    />
  );
}

export default NumericInput;
