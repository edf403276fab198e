/** The designer's state to and from the wire (`PageDiyRequest` / `PageDiyResponse`, contract §3.31). */
import type { TFunction } from "i18next";
import type {
  PageComponent,
  PageDiyRequest,
  PageDiyResponse,
  PageValue,
} from "../../../server/areas/pageDiy/contract";
import { widgetOf } from "../widgets/registry";
import type { AnyDraft } from "../widgets/types";
import type { Block, PageSettings } from "./designState";

let sequence = 0;
/** A key for a block while the page is edited. */
export const newKey = () =>
  `b${Date.now().toString(36)}${(sequence++).toString(36)}`;

/** The designer's timestamp unit (as the original's): milliseconds × 1000. */
export const designerTimestamp = (now = Date.now()) => now * 1000;

/** The page settings of a new page (spec doc 1 §3: pageName 'template', background #f5f5f5, title #000000 on #fff). */
export const newSettings = (t: TFunction): PageSettings => ({
  name: t("pageDiy.defaults.pageName"),
  title: t("pageDiy.defaults.pageTitle"),
  textPosition: 1,
  isBgColor: 1,
  colorPicker: "#f5f5f5",
  isBgPic: 0,
  bgPic: "",
  bgTabVal: 0,
  titleColor: "#000000",
  titleBgColor: "#ffffff",
  returnAddress: "",
  isShow: 1,
});

/** A new block of a widget, with its defaults. */
export function newBlock(name: string, t: TFunction): Block | undefined {
  const widget = widgetOf(name);
  if (!widget) return undefined;
  return {
    key: newKey(),
    component: { ...widget.create(t), name: widget.name } as AnyDraft,
  };
}

/** A copy of a block under a new key (the copy button). */
export const copyBlock = (block: Block): Block => ({
  key: newKey(),
  component: structuredClone(block.component),
});

const isObject = (v: unknown): v is Record<string, unknown> =>
  !!v && typeof v === "object" && !Array.isArray(v);

/**
 * Stored settings laid over a widget's defaults, key by key: what is missing or of another kind
 * takes the default, so a page saved by an older or another designer still opens.
 */
export function overDefaults<T>(defaults: T, stored: unknown): T {
  if (isObject(defaults)) {
    if (!isObject(stored)) return defaults;
    const out: Record<string, unknown> = { ...defaults };
    for (const key of Object.keys(defaults))
      out[key] = overDefaults(
        (defaults as Record<string, unknown>)[key],
        stored[key],
      );
    return out as T;
  }
  if (Array.isArray(defaults))
    return (Array.isArray(stored) ? stored : defaults) as T;
  return (typeof stored === typeof defaults ? stored : defaults) as T;
}

/** The page's components in their order, as blocks; components this designer does not know are left out. */
export function blocksOf(
  value: PageValue | null | undefined,
  t: TFunction,
): Block[] {
  return Object.values(value ?? {})
    .filter(
      (c): c is PageComponent => isObject(c) && typeof c.name === "string",
    )
    .sort((a, b) => Number(a.timestamp) - Number(b.timestamp))
    .flatMap((stored) => {
      const block = newBlock(stored.name, t);
      if (!block) return [];
      const { timestamp: _timestamp, ...settings } = stored;
      const component = {
        ...overDefaults(block.component, settings),
        name: block.component.name,
      } as Block["component"];
      if (stored.isHide) component.isHide = true;
      return [{ key: block.key, component }];
    });
}

export function settingsOf(page: PageDiyResponse, t: TFunction): PageSettings {
  return overDefaults(newSettings(t), page);
}

/** The blocks as `value`: keyed by timestamp, in canvas order from `base`. */
export function valueOf(blocks: readonly Block[], base: number): PageValue {
  const value: PageValue = {};
  blocks.forEach((block, index) => {
    const timestamp = base + index;
    const { isHide, ...component } = block.component;
    value[String(timestamp)] = {
      ...component,
      timestamp,
      ...(isHide ? { isHide } : {}),
    } as PageComponent;
  });
  return value;
}

/** What save and update send. */
export function toRequest(
  settings: PageSettings,
  blocks: readonly Block[],
  base: number,
  id?: number,
): PageDiyRequest {
  return {
    ...settings,
    name: settings.name.trim(),
    value: valueOf(blocks, base),
    ...(id ? { id } : {}),
  };
}
