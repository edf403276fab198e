import { insertAfterKey, insertAt, moveIndex, removeKeyed } from "../../../src/widgets/keyedList";
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

/** Every change to the canvas; the selection follows what was added, moved or removed. */
export function builderReducer(state: BuilderState, action: BuilderAction): BuilderState {
  switch (action.type) {
    case "load":
      return {
        items: action.items,
        selected: action.items[0]?.key,
        dirty: false,
      };
    case "add":
      return { items: insertAt(state.items, action.item, action.index), selected: action.item.key, dirty: true };
    case "remove": {
      const removed = removeKeyed(state.items, action.key);
      if (!removed) return state;
      // The next component (or the last one) becomes the edited one.
      return { items: removed.list, selected: state.selected === action.key ? removed.next : state.selected, dirty: true };
    }
    case "duplicate": {
      const items = insertAfterKey(state.items, action.key, action.copy);
      return items ? { items, selected: action.copy.key, dirty: true } : state;
    }
    case "move": {
      const moved = moveIndex(state.items, action.from, action.to);
      return moved ? { items: moved.list, selected: moved.moved.key, dirty: true } : state;
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
