import type { BoxConfig } from "../controls/BoxSection";

const colours = (...items: string[]) => ({
  color: items.map((item) => ({ item })),
});

/** A new block's spacing and background (the original's defaults: 10 above and below, 12 at the sides). */
export const defaultBox = (
  overrides: Partial<
    Record<"up" | "down" | "lr" | "mb" | "radius", number>
  > = {},
  background: [string, string] = ["#ffffff", "#ffffff"],
): BoxConfig => ({
  upConfig: { val: overrides.up ?? 10 },
  downConfig: { val: overrides.down ?? 10 },
  lrConfig: { val: overrides.lr ?? 12 },
  mbConfig: { val: overrides.mb ?? 0 },
  bgStyle: { val: overrides.radius ?? 0 },
  bgColor: colours(...background),
});

/** A CRMEB colour list of one or more colours. */
export const coloursOf = colours;
