import type { BuilderItem, MobileItem } from "./mobileForm";

let sequence = 0;

/** A key for a component on the canvas (local to this editing session). */
export const newKey = () => `w${Date.now().toString(36)}${(sequence++).toString(36)}`;

export const toBuilderItem = (data: MobileItem): BuilderItem => ({
  key: newKey(),
  data,
});

/** A deep copy of a component (the copy button), under a new key. */
export const copyItem = (item: BuilderItem): BuilderItem => toBuilderItem(structuredClone(item.data));
