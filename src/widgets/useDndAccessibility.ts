import { useMemo, useRef } from "react";
import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from "@dnd-kit/core";
import { useTranslation } from "react-i18next";
import type { TFunction } from "i18next";
import { useLatestCallback } from "./useLatestCallback";

/** The words of a person for a drag id (a component's name, "第 3 项（姓名）"…); undefined = "the item" / "the drop area". */
export type DndNameOf = (id: UniqueIdentifier) => string | undefined;

export interface DndAccessibilityOptions {
  /**
   * The keys of the context's KeyboardSensor: "space" (Space picks up and drops, the designers'
   * `keyboardCodes`) or "spaceOrEnter" (dnd-kit's default codes, Enter too).
   */
  keys?: "space" | "spaceOrEnter";
  /**
   * Why a drop of `active` on `over` changes nothing (a text in the user's language), or
   * undefined: the end of such a drag says so instead of "dropped".
   */
  refusalOf?: (active: UniqueIdentifier, over: UniqueIdentifier) => string | undefined;
}

/** The `accessibility` prop of a DndContext. */
export interface DndAccessibility {
  screenReaderInstructions: ScreenReaderInstructions;
  announcements: Announcements;
}

/** An entry by its place in a list (1-based `n`), with its name when it has one: 第 3 项（姓名） / item 3 (Name). */
export const dndPosition = (t: TFunction, n: number, name?: string) => (name ? t("widgets.dnd.positionNamed", { n, name }) : t("widgets.dnd.position", { n }));

/** A palette entry that adds a component: 新的“轮播图”组件 / a new “Banner” component. */
export const dndNewComponent = (t: TFunction, name: string) => t("widgets.dnd.newComponent", { name });

/**
 * The screen-reader texts of a DndContext in the user's language, in place of dnd-kit's English
 * ones: the instructions read on a draggable (matching the sensor's keys) and the live
 * announcements of a drag, which name the dragged item and the place it is over by `nameOf`.
 */
export function useDndAccessibility(nameOf?: DndNameOf, { keys = "space", refusalOf }: DndAccessibilityOptions = {}): DndAccessibility {
  // `t` changes with the language, and the texts with it.
  const { t } = useTranslation();
  const name = useLatestCallback(nameOf);
  const refusal = useLatestCallback(refusalOf);
  // Where the dragged item was last said to be (a sortable item starts over its own place),
  // and whether the drag has just started: dnd-kit reports a place at once after the pick-up,
  // and the live region keeps only the last text, so that first place is said with the pick-up.
  const drag = useRef<{ said: UniqueIdentifier | null; fresh: boolean }>({ said: null, fresh: false });
  return useMemo(() => {
    const item = (id: UniqueIdentifier) => name(id) || t("widgets.dnd.item");
    const place = (id: UniqueIdentifier) => name(id) || t("widgets.dnd.area");
    return {
      screenReaderInstructions: {
        draggable: t(keys === "spaceOrEnter" ? "widgets.dnd.instructionsEnter" : "widgets.dnd.instructions"),
      },
      announcements: {
        onDragStart: ({ active }) => {
          drag.current = { said: active.id, fresh: true };
          return t("widgets.dnd.pickedUp", { active: item(active.id) });
        },
        onDragOver: ({ active, over }) => {
          const first = drag.current.fresh;
          drag.current.fresh = false;
          // The same place again: nothing new to say (keeps the pick-up when a sortable is over itself).
          if ((over?.id ?? null) === drag.current.said) return undefined;
          drag.current.said = over?.id ?? null;
          if (!over) return t("widgets.dnd.movedOut", { active: item(active.id) });
          if (over.id === active.id) return t("widgets.dnd.movedBack", { active: item(active.id) });
          return t(first ? "widgets.dnd.pickedUpOver" : "widgets.dnd.movedOver", { active: item(active.id), over: place(over.id) });
        },
        onDragEnd: ({ active, over }) => {
          drag.current.fresh = false;
          if (!over) return t("widgets.dnd.droppedOutside", { active: item(active.id) });
          if (over.id === active.id) return t("widgets.dnd.droppedInPlace", { active: item(active.id) });
          const reason = refusal(active.id, over.id);
          if (reason) return t("widgets.dnd.refused", { active: item(active.id), reason });
          return t("widgets.dnd.dropped", { active: item(active.id), over: place(over.id) });
        },
        onDragCancel: ({ active }) => {
          drag.current.fresh = false;
          return t("widgets.dnd.cancelled", { active: item(active.id) });
        },
      },
    };
  }, [t, name, refusal, keys]);
}

/** The `aria-roledescription` of a draggable (dnd-kit's is the English "draggable"): pass as `attributes: { roleDescription }`. */
export function useDragRoleDescription(): string {
  const { t } = useTranslation();
  return t("widgets.dnd.roleDescription");
}
