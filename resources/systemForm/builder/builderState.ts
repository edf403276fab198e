import type { BuilderItem, MobileItem } from "./mobileForm";

/** The builder's canvas: the components in order, the one being edited, unsaved changes. */
export interface BuilderState {
  items: BuilderItem[];
  selected?: string;
  dirty: boolean;
}

export type BuilderAction =
  | { type: "load"; items: BuilderItem[] }
  | { type: "add"; item: BuilderItem; index?: number }
  | { type: "remove"; key: string }
  | { type: "duplicate"; key: string; copy: BuilderItem }
  | { type: "move"; from: number; to: number }
  | { type: "select"; key: string }
  | { type: "update"; key: string; data: MobileItem }
  | { type: "saved" };

export const EMPTY_BUILDER: BuilderState = { items: [], dirty: false };

const clamp = (value: number, max: number) => Math.max(0, Math.min(max, value));

/** Every change to the canvas; the selection follows what was added, moved or removed. */
export function builderReducer(state: BuilderState, action: BuilderAction): BuilderState {
  switch (action.type) {
    case "load":
      return {
        items: action.items,
        selected: action.items[0]?.key,
        dirty: false,
      };
    case "add": {
      const items = [...state.items];
      items.splice(clamp(action.index ?? items.length, items.length), 0, action.item);
      return { items, selected: action.item.key, dirty: true };
    }
    case "remove": {
      const index = state.items.findIndex((i) => i.key === action.key);
      if (index < 0) return state;
      const items = state.items.filter((i) => i.key !== action.key);
      // The next component (or the last one) becomes the edited one.
      const selected = state.selected === action.key ? items[Math.min(index, items.length - 1)]?.key : state.selected;
      return { items, selected, dirty: true };
    }
    case "duplicate": {
      const index = state.items.findIndex((i) => i.key === action.key);
      if (index < 0) return state;
      const items = [...state.items];
      items.splice(index + 1, 0, action.copy);
      return { items, selected: action.copy.key, dirty: true };
    }
    case "move": {
      if (action.from === action.to || action.from < 0 || action.from >= state.items.length) return state;
      const items = [...state.items];
      const [item] = items.splice(action.from, 1);
      items.splice(clamp(action.to, items.length), 0, item!);
      return { items, selected: item!.key, dirty: true };
    }
    case "select":
      return { ...state, selected: action.key };
    case "update":
      return {
        ...state,
        items: state.items.map((i) => (i.key === action.key ? { ...i, data: action.data } : i)),
        dirty: true,
      };
    case "saved":
      return { ...state, dirty: false };
  }
}
