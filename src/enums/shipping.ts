import { defineEnum } from "./enumTable";

/** How a shipping template charges (contract §3.9, §8): 0 none, 1 by piece, 2 by weight, 3 by volume. */
export const SHIPPING_TYPE = defineEnum<number>([
  { value: 0, label: "shipping.enums.type.0" },
  { value: 1, label: "shipping.enums.type.1" },
  { value: 2, label: "shipping.enums.type.2" },
  { value: 3, label: "shipping.enums.type.3" },
]);

/** The charging modes an editor offers (0 only comes with nationwide free shipping). */
export const CHARGING_TYPES = SHIPPING_TYPE.filter((e) => e.value !== 0);

export const SHIPPING_TYPE_CODE = { none: 0, piece: 1, weight: 2, volume: 3 } as const;

/** Free shipping: 0 nationwide, 1 partial (listed regions pay), 2 custom (default row, regions, free regions). */
export const SHIPPING_APPOINT = defineEnum<number>([
  { value: 0, label: "shipping.enums.appoint.0", color: "green" },
  { value: 1, label: "shipping.enums.appoint.1", color: "blue" },
  { value: 2, label: "shipping.enums.appoint.2", color: "purple" },
]);

export const APPOINT_CODE = { nationwide: 0, partial: 1, custom: 2 } as const;
