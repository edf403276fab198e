import { decimalToCents } from "../../../src/widgets/numeric";

/** What an application may ask for, as the base info answers it (decimal strings). */
export interface AmountLimits {
  transferMinAmount: string;
  transferMaxAmount: string;
  transferBalance: string;
  guaranteedAmount: string;
}

/** Why an amount cannot be applied for: a locale key below `finance.apply.rules` and its values. */
export interface AmountProblem {
  key: "required" | "format" | "tooSmall" | "belowMin" | "aboveMax" | "noBalance" | "aboveAvailable";
  values?: Record<string, string>;
}

/**
 * The server's checks of an application's amount, in its order: a plain decimal with at most two
 * places, at least 0.01, within the platform's minimum and maximum, at most the balance above the
 * guaranteed amount.
 */
export function amountProblem(text: string | undefined, limits: AmountLimits): AmountProblem | undefined {
  if (!text?.trim()) return { key: "required" };
  const cents = decimalToCents(text);
  if (cents === undefined) return { key: "format" };
  if (cents < 1) return { key: "tooSmall" };
  const min = decimalToCents(limits.transferMinAmount) ?? 0;
  const max = decimalToCents(limits.transferMaxAmount) ?? 0;
  const available = decimalToCents(limits.transferBalance) ?? 0;
  if (cents < min) return { key: "belowMin", values: { min: limits.transferMinAmount } };
  if (max > 0 && cents > max) return { key: "aboveMax", values: { max: limits.transferMaxAmount } };
  if (available <= 0) return { key: "noBalance", values: { guaranteed: limits.guaranteedAmount } };
  if (cents > available) return { key: "aboveAvailable", values: { available: limits.transferBalance } };
  return undefined;
}
