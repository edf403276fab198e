import { SHIPPING_TYPE_CODE } from "../../../src/enums/shipping";

/** Column titles of the rule tables by charging mode (首件 / 首件重量（kg） / 首件体积（m³）…). */
export const unitKey = (type: number | undefined) =>
  type === SHIPPING_TYPE_CODE.weight ? "weight" : type === SHIPPING_TYPE_CODE.volume ? "volume" : "piece";

/** Pieces are whole numbers from 1; kilograms and cubic metres take decimals from 0.1. */
export const quantityInput = (type: number | undefined) =>
  type === SHIPPING_TYPE_CODE.piece || type === undefined ? { min: "1", precision: 0, step: "1" } : { min: "0.1", precision: 2, step: "0.1" };
