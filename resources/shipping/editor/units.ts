import { SHIPPING_TYPE_CODE } from "../../../src/enums/shipping";
import type { NumericMode } from "../../../src/widgets/numeric";

/** Column titles of the rule tables by charging mode (首件 / 首件重量（kg） / 首件体积（m³）…). */
export const unitKey = (type: number | undefined) =>
  type === SHIPPING_TYPE_CODE.weight ? "weight" : type === SHIPPING_TYPE_CODE.volume ? "volume" : "piece";

/** Pieces are whole numbers; kilograms and cubic metres take two decimals. */
export const quantityMode = (type: number | undefined): NumericMode => (type === SHIPPING_TYPE_CODE.piece || type === undefined ? 0 : 2);

/** Money: two decimals. */
export const MONEY_MODE: NumericMode = 2;
