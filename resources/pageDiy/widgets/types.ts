import type { ComponentType, ReactNode } from "react";
import type {
  ComponentName,
  PageComponentOf,
} from "../../../server/areas/pageDiy/contract";

/**
 * A component's settings as the designer edits them: the keys of the original's format the
 * designer reads (its place on the page, `timestamp`, comes at saving). At run time a component
 * also carries the original's labels and any key this designer does not know; edits keep them.
 */
export type Draft<N extends ComponentName = ComponentName> = Omit<
  PageComponentOf<N>,
  "timestamp"
>;
export type AnyDraft = { [N in ComponentName]: Draft<N> }[ComponentName];

/** The palette groups of the original designer: 基础组件, 营销组件, 工具组件. */
export type WidgetGroup = "basic" | "marketing" | "tools";

export interface PreviewProps<N extends ComponentName> {
  config: Draft<N>;
}

export interface PanelProps<N extends ComponentName> {
  config: Draft<N>;
  onChange: (next: Draft<N>) => void;
}

/**
 * One widget of the designer: the palette entry, the phone preview and the property panel. A
 * new block's settings are the widget's default configuration (server/shared/pageDiy). Each
 * widget is one file exporting its definition; `registry.ts` lists them.
 */
export interface WidgetDefinition<N extends ComponentName = ComponentName> {
  /** Stored component name (`PageDiy.value[…].name`, the original's `defaultName`). */
  name: N;
  /** The original's widget file name (`banner`, `home_goods_list`…): locale keys and test ids. */
  id: string;
  group: WidgetGroup;
  icon: ReactNode;
  /** Kept first on the page (search, header) or last (footer); such blocks do not move. */
  placement?: "top" | "bottom";
  Preview: ComponentType<PreviewProps<N>>;
  Panel: ComponentType<PanelProps<N>>;
}

/** Declares a widget with its name's types checked, stored as the registry's common type. */
export const defineWidget = <N extends ComponentName>(
  definition: WidgetDefinition<N>,
) => definition as unknown as WidgetDefinition;
