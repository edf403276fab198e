import type { Rule } from "antd/es/form";

/**
 * A text field that must hold more than spaces and at most `max` characters, each with the
 * spec's own message: the pair most of the console's forms put on a name, an account or a reason.
 */
export const requiredText = (requiredMessage: string, max: number, maxMessage: string): Rule[] => [
  { required: true, whitespace: true, message: requiredMessage },
  { max, message: maxMessage },
];
