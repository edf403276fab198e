/** The designer's state to and from the wire (`PageDiyRequest` / `PageDiyResponse`, contract §3.31). */
import type { TFunction } from "i18next";
import type {
  PageComponent,
  PageDiyRequest,
  PageDiyResponse,
  PageValue,
} from "../../../server/areas/pageDiy/contract";
import {
  defaultsOf,
  isDiyComponentName,
} from "../../../server/shared/pageDiy/defaults";
import { layered } from "../../../server/shared/pageDiy/layered";
import type { AnyDraft } from "../widgets/types";
import { diyContext } from "./diyContext";
import type { Block, PageSettings, SavedPlaces } from "./designState";

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

/** A new block of a widget: its default configuration (the original's `defaultConfig`). */
export function newBlock(name: string, t: TFunction): Block | undefined {
  if (!isDiyComponentName(name)) return undefined;
  return {
    key: newKey(),
    component: defaultsOf(name, diyContext(t)) as unknown as AnyDraft,
  };
}

/** A copy of a block under a new key; it gets its own place and `id` when the page is saved. */
export const copyBlock = (block: Block): Block => {
  const { id: _id, ...component } = structuredClone(block.component);
  return { key: newKey(), component: component as AnyDraft };
};

const isObject = (v: unknown): v is Record<string, unknown> =>
  !!v && typeof v === "object" && !Array.isArray(v);

/**
 * The page's components in their order, as blocks: each stored component laid over its widget's
 * defaults (what it lacks, or holds of another kind, comes from the defaults; every key it has
 * stays, known to this designer or not). Components this designer does not know are left out.
 */
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
      const fresh = newBlock(stored.name, t);
      if (!fresh) return [];
      const { timestamp, ...settings } = stored;
      const component = layered(
        fresh.component,
        settings,
      ) as Block["component"];
      const at = Number(timestamp);
      return [
        {
          key: fresh.key,
          component,
          ...(Number.isSafeInteger(at) && at > 0 ? { timestamp: at } : {}),
        },
      ];
    });
}

export function settingsOf(page: PageDiyResponse, t: TFunction): PageSettings {
  return layered(newSettings(t), page);
}

/**
 * The blocks' timestamps: the stored ones while they still run in canvas order (an unchanged
 * page keeps its keys), otherwise all renumbered from `base` as the original does on a move or add.
 */
function timestampsOf(blocks: readonly Block[], base: number): number[] {
  const stored = blocks.map((b) => b.timestamp);
  const inOrder = stored.every(
    (at, i) => at !== undefined && (i === 0 || at > stored[i - 1]!),
  );
  return inOrder ? (stored as number[]) : blocks.map((_, i) => base + i);
}

/** The blocks as `value`: keyed by timestamp in canvas order, each with the original's `id` (`'id' + timestamp` when new). */
export function valueOf(blocks: readonly Block[], base: number): PageValue {
  const value: PageValue = {};
  const timestamps = timestampsOf(blocks, base);
  blocks.forEach((block, index) => {
    const timestamp = timestamps[index]!;
    value[String(timestamp)] = {
      ...block.component,
      timestamp,
      id: block.component.id ?? `id${timestamp}`,
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

/** Where each block was saved (by block key), so the next save keeps the same timestamps and ids. */
export function placesOf(
  blocks: readonly Block[],
  value: PageValue,
): SavedPlaces {
  const stored = Object.values(value).sort(
    (a, b) => Number(a.timestamp) - Number(b.timestamp),
  );
  return Object.fromEntries(
    blocks.map((block, i) => [
      block.key,
      { timestamp: Number(stored[i]!.timestamp), id: String(stored[i]!.id) },
    ]),
  );
}
