import { Space } from "antd";
import { cloneElement, useId, type CSSProperties, type ReactElement, type ReactNode } from "react";
import "./withAddons.css";

export interface WithAddonsProps {
  /** Fixed text joined before the input (a label such as "纬度"). */
  before?: ReactNode;
  /** Fixed text joined after the input (a unit such as "元" or "%"). */
  after?: ReactNode;
  /** The text before is the input's name, for an input no form label names (a pair of fields under one label). */
  names?: boolean;
  /** Fill the width of the line (the input takes what the text leaves). */
  block?: boolean;
  /** The width of the whole control, the text included (the input takes what the text leaves). */
  width?: number;
  /** The input itself. */
  children: ReactElement<Record<string, unknown>>;
  /** What a Form.Item gives its child (value, onChange, id, aria-*): passed on to the input. */
  [bound: string]: unknown;
}

const shown = (addon: ReactNode) => addon !== undefined && addon !== null && addon !== false && addon !== "";

/**
 * An input joined with fixed text before or after it, as one control: antd's `Space.Compact` with
 * `Space.Addon`, which replace the inputs' `addonBefore` / `addonAfter` (deprecated since antd 5.29).
 * Inside a Form.Item put this in the input's place: the item binds its direct child, and this
 * passes the value, the handlers and the id (which the label points at) on to the input.
 */
export function WithAddons({ before, after, names = false, block, width, children, ...bound }: WithAddonsProps) {
  const beforeId = useId();
  const named = names && shown(before);
  const joined = shown(before) || shown(after);
  // Joined, the input fills what the text leaves of the control; alone, it is the control.
  const inputWidth = joined ? (block || width !== undefined ? "100%" : undefined) : width;
  const style = inputWidth === undefined ? undefined : { ...(children.props.style as CSSProperties | undefined), width: inputWidth };
  const input = cloneElement(children, { ...bound, ...(style && { style }), ...(named && { "aria-labelledby": beforeId }) });
  if (!joined) return input;
  return (
    <Space.Compact className="with-addons" block={block} style={width === undefined ? undefined : { width }}>
      {shown(before) && <Space.Addon id={named ? beforeId : undefined}>{before}</Space.Addon>}
      {input}
      {shown(after) && <Space.Addon>{after}</Space.Addon>}
    </Space.Compact>
  );
}
