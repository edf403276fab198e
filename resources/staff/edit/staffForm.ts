import type { MerchantEmployee, MerchantEmployeeRequest } from "../../../server/areas/staff/contract";
import { STAFF_ROLE } from "../../../src/enums/customer";

/** Longest name the server takes (contract §3.14 has no limit; the reference server keeps 16). */
export const NAME_MAX = 16;

/** The add/edit form: the role as ticked codes and the status as a switch. */
export interface StaffFormValues {
  avatar: string;
  name: string;
  phone: string;
  uid?: number;
  roles: number[];
  status: boolean;
}

const KNOWN = new Set(STAFF_ROLE.map((e) => e.value));

/** "1,3,5" → [1, 3, 5]; unknown codes are dropped. */
export const parseRoles = (role: string | null | undefined): number[] =>
  [...new Set((role ?? "").split(",").map((p) => Number(p.trim())))].filter((code) => KNOWN.has(code)).sort((a, b) => a - b);

export const joinRoles = (codes: readonly number[]) => [...new Set(codes)].sort((a, b) => a - b).join(",");

export const toFormValues = (employee?: MerchantEmployee): StaffFormValues =>
  employee
    ? { avatar: employee.avatar, name: employee.name, phone: employee.phone, uid: employee.uid, roles: parseRoles(employee.role), status: employee.status === 1 }
    : { avatar: "", name: "", phone: "", uid: undefined, roles: [], status: true };

export const toRequest = (values: StaffFormValues): MerchantEmployeeRequest => ({
  avatar: values.avatar ?? "",
  name: values.name.trim(),
  phone: values.phone.trim(),
  uid: values.uid ?? 0,
  role: joinRoles(values.roles),
  status: values.status ? 1 : 0,
});

/** The whole row as update wants it, with another status (the list's switch). */
export const withStatus = (employee: MerchantEmployee, status: number): MerchantEmployeeRequest & { id: number } => ({
  id: employee.id,
  avatar: employee.avatar,
  name: employee.name,
  uid: employee.uid,
  phone: employee.phone,
  role: employee.role,
  status,
});
