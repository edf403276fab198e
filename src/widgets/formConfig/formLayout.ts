import type { FormConf } from "./types";

export type AntdSize = "small" | "middle" | "large";

/** Element sizes → antd: medium → middle, small and mini → small. */
export function antdSize(size: string | undefined): AntdSize {
  if (size === "small" || size === "mini") return "small";
  if (size === "large") return "large";
  return "middle";
}

/** A label column of a fixed width (`labelWidth` px); 0 hides the label column. */
export const labelCol = (width: number | null | undefined) => (width || width === 0 ? { flex: `${width}px` } : undefined);

/** Form-level props: label position (right, left, top), label width, size, disabled. */
export function formProps(conf: FormConf) {
  const top = conf.labelPosition === "top";
  return {
    layout: top ? ("vertical" as const) : ("horizontal" as const),
    labelAlign: conf.labelPosition === "left" ? ("left" as const) : ("right" as const),
    labelCol: top ? undefined : labelCol(conf.labelWidth),
    labelWrap: true,
    size: antdSize(conf.size),
    disabled: Boolean(conf.disabled),
  };
}

/** antd rows take `flex-start` style values; Element writes `start`, `end`, `space-between`… */
export function rowJustify(justify: string | undefined) {
  const map: Record<string, "start" | "end" | "center" | "space-around" | "space-between"> = {
    start: "start",
    end: "end",
    center: "center",
    "space-around": "space-around",
    "space-between": "space-between",
  };
  return justify ? map[justify] : undefined;
}

export function rowAlign(align: string | undefined) {
  const map: Record<string, "top" | "middle" | "bottom"> = {
    top: "top",
    middle: "middle",
    bottom: "bottom",
  };
  return align ? map[align] : undefined;
}
