import {
  insertAfterKey,
  insertAt,
  moveIndex,
  removeKeyed,
} from "../../../src/widgets/keyedList";
import type { AnyDraft } from "../widgets/types";

/** The page-level settings of spec doc 1 §3 (pageName, pageTitle, pageColor…), named as `PageDiyRequest`. */
export interface PageSettings {
  name: string;
  title: string;
  /** Title position: 0 left, 1 centre, 2 right. */
  textPosition: number;
  /** Background: a colour (isBgColor 1) or a picture (isBgPic 1). */
  isBgColor: number;
  colorPicker: string;
  isBgPic: number;
  bgPic: string;
  /** Picture fill: 0 stretch, 1 scale, 2 fill. */
  bgTabVal: number;
  titleColor: string;
  titleBgColor: string;
  returnAddress: string;
  isShow: number;
}

/** A block on the phone: a key stable while editing, its component (hidden or not), where it was stored. */
export interface Block {
  key: string;
  component: AnyDraft;
  /** The stored component's timestamp (its key in `value`); none for a block not saved yet. */
  timestamp?: number;
}

/** Where each block (by key) was saved: its timestamp and the original's `id`. */
export type SavedPlaces = Record<string, { timestamp: number; id: string }>;

export interface DesignState {
  settings: PageSettings;
  blocks: Block[];
  /** The edited block; none = the page settings. */
  selected?: string;
  dirty: boolean;
}

export type DesignAction =
  | { type: "load"; settings: PageSettings; blocks: Block[] }
  | { type: "add"; block: Block; index?: number }
  | { type: "remove"; key: string }
  | { type: "duplicate"; key: string; copy: Block }
  | { type: "move"; from: number; to: number }
  | { type: "select"; key?: string }
  | { type: "update"; key: string; component: Block["component"] }
  | { type: "toggleHide"; key: string }
  | { type: "settings"; patch: Partial<PageSettings> }
  | { type: "saved"; places?: SavedPlaces };

/** Where a component may stand: `top` blocks first, `bottom` blocks last, the rest in between. */
export type Placement = "top" | "middle" | "bottom";

/**
 * The reducer of the designer. `placementOf` says where each component may stand; every change
 * keeps top blocks first and bottom blocks last (a stable sort), so rules hold whatever arrives.
 */
export function designReducer(placementOf: (name: string) => Placement) {
  const rank = (b: Block) =>
    ({ top: 0, middle: 1, bottom: 2 })[placementOf(b.component.name)];
  const ordered = (blocks: Block[]) =>
    blocks
      .map((b, i) => [b, i] as const)
      .sort(([a, i], [b, j]) => rank(a) - rank(b) || i - j)
      .map(([b]) => b);

  return (state: DesignState, action: DesignAction): DesignState => {
    switch (action.type) {
      case "load":
        return {
          settings: action.settings,
          blocks: ordered(action.blocks),
          selected: undefined,
          dirty: false,
        };
      case "add":
        return {
          ...state,
          blocks: ordered(insertAt(state.blocks, action.block, action.index)),
          selected: action.block.key,
          dirty: true,
        };
      case "remove": {
        const removed = removeKeyed(state.blocks, action.key);
        if (!removed) return state;
        // The next block (or the one before) becomes the edited one; none left: the page settings.
        return {
          ...state,
          blocks: removed.list,
          selected:
            state.selected === action.key ? removed.next : state.selected,
          dirty: true,
        };
      }
      case "duplicate": {
        const blocks = insertAfterKey(state.blocks, action.key, action.copy);
        return blocks
          ? {
              ...state,
              blocks: ordered(blocks),
              selected: action.copy.key,
              dirty: true,
            }
          : state;
      }
      case "move": {
        const moved = moveIndex(state.blocks, action.from, action.to);
        return moved
          ? {
              ...state,
              blocks: ordered(moved.list),
              selected: moved.moved.key,
              dirty: true,
            }
          : state;
      }
      case "select":
        return { ...state, selected: action.key };
      case "update":
        return {
          ...state,
          blocks: state.blocks.map((b) =>
            b.key === action.key ? { ...b, component: action.component } : b,
          ),
          dirty: true,
        };
      case "toggleHide":
        return {
          ...state,
          blocks: state.blocks.map((b) =>
            b.key === action.key
              ? {
                  ...b,
                  component: { ...b.component, isHide: !b.component.isHide },
                }
              : b,
          ),
          dirty: true,
        };
      case "settings":
        return {
          ...state,
          settings: { ...state.settings, ...action.patch },
          dirty: true,
        };
      case "saved": {
        const places = action.places ?? {};
        return {
          ...state,
          dirty: false,
          blocks: state.blocks.map((b) => {
            const place = places[b.key];
            return place
              ? {
                  ...b,
                  timestamp: place.timestamp,
                  component: { ...b.component, id: place.id },
                }
              : b;
          }),
        };
      }
    }
  };
}
