import type { Rule } from "antd/es/form";
import { currentAdmin } from "../../../providers/session";

import { MOBILE_PATTERN as MOBILE } from "../../../src/widgets/validators";

type Translate = (key: string) => string;

const required = (message: string): Rule => ({ required: true, whitespace: true, message });

/** The ship form's rules with the contract's messages (contract §3.11 "UI form rules"). */
export const shipRules = (t: Translate) => ({
  expressCode: [required(t("order.ship.rules.expressCode"))],
  expressNumber: [required(t("order.ship.rules.expressNumber"))],
  expressTempId: [required(t("order.ship.rules.expressTempId"))],
  toName: [required(t("order.ship.rules.toName"))],
  toTel: [required(t("order.ship.rules.toTel"))],
  toAddr: [required(t("order.ship.rules.toAddr"))],
  deliveryCarrier: [required(t("order.ship.rules.deliveryCarrier"))],
  carrierPhone: [required(t("order.ship.rules.carrierPhone")), { pattern: MOBILE, message: t("order.ship.rules.phoneFormat") }],
  deliveryMark: [{ max: 250, message: t("order.ship.rules.remarkLength") }],
});
export type ShipRules = ReturnType<typeof shipRules>;

/**
 * Whether the e-sheet option may be chosen: only with the merchant's e-sheet switch on
 * (`electrPrintingSwitch` of the admin info); unknown counts as off, with the reason shown.
 */
export function eSheetState(electrPrintingSwitch: number | undefined = currentAdmin()?.electrPrintingSwitch): { enabled: boolean; reason?: string } {
  if (electrPrintingSwitch === undefined || electrPrintingSwitch === null) return { enabled: false, reason: "order.ship.eSheetUnknown" };
  if (Number(electrPrintingSwitch) === 0) return { enabled: false, reason: "order.ship.eSheetOff" };
  return { enabled: true };
}
