import type { ComponentType, ReactNode } from "react";
import type { TFunction } from "i18next";
import type {
  ComponentName,
  PageComponentOf,
} from "../../../server/areas/pageDiy/contract";

/** A component's settings as the designer edits them (its place on the page comes at saving). */
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
 * One widget of the designer: the palette entry, a new block's settings, the phone preview and
 * the property panel. Each widget is one file exporting its definition; `registry.ts` lists them.
 */
export interface WidgetDefinition<N extends ComponentName = ComponentName> {
  /** Stored component name (`PageDiy.value[…].name`). */
  name: N;
  /** The original's widget file name (`banner`, `home_goods_list`…): locale keys and test ids. */
  id: string;
  group: WidgetGroup;
  icon: ReactNode;
  /** Kept first on the page (search, header) or last (footer); such blocks do not move. */
  placement?: "top" | "bottom";
  /** The settings of a new block (its `name` is added); texts in the merchant's language. */
  create: (t: TFunction) => Omit<Draft<N>, "name">;
  Preview: ComponentType<PreviewProps<N>>;
  Panel: ComponentType<PanelProps<N>>;
}

/** Declares a widget with its name's types checked, stored as the registry's common type. */
export const defineWidget = <N extends ComponentName>(
  definition: WidgetDefinition<N>,
) => definition as unknown as WidgetDefinition;
