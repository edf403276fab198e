import { defineEnum } from "./enumTable";

/** A customer's sex (contract §3.13): 0 unknown, 1 male, 2 female, 3 secret. */
export const SEX = defineEnum<number>([
  { value: 0, label: "enums.sex.0", color: "default" },
  { value: 1, label: "enums.sex.1", color: "blue" },
  { value: 2, label: "enums.sex.2", color: "magenta" },
  { value: 3, label: "enums.sex.3", color: "default" },
]);

/** What a shop staff member may do on the mobile side (contract §3.14 `role`, a comma list of these codes). */
export const STAFF_ROLE = defineEnum<number>([
  { value: 1, label: "enums.staffRole.1", color: "blue" },
  { value: 2, label: "enums.staffRole.2", color: "cyan" },
  { value: 3, label: "enums.staffRole.3", color: "orange" },
  { value: 4, label: "enums.staffRole.4", color: "purple" },
  { value: 5, label: "enums.staffRole.5", color: "green" },
  { value: 6, label: "enums.staffRole.6", color: "geekblue" },
]);

/** A customer account's state (`UserResponse.status`): usable or disabled by the platform. */
export const CUSTOMER_STATUS = defineEnum<boolean>([
  { value: true, label: "enums.customerStatus.true", color: "green" },
  { value: false, label: "enums.customerStatus.false", color: "red" },
]);
