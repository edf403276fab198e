import { describe, expect, it } from "vitest";
import type { MerchantEmployee } from "../../../server/areas/staff/contract";
import { joinRoles, parseRoles, toFormValues, toRequest, withStatus } from "../../../resources/staff/edit/staffForm";

const employee: MerchantEmployee = {
  id: 7,
  merId: 1,
  uid: 12,
  name: "林晓燕",
  avatar: "http://x/crmebimage/a.png",
  phone: "13805710001",
  role: "5,1,9,",
  status: 0,
  creatTime: "2024-01-01 10:00:00",
  updateTime: "2024-01-01 10:00:00",
};

describe("the staff form model", () => {
  it("reads the role as known codes in order and writes it back joined", () => {
    expect(parseRoles("5,1,9,")).toEqual([1, 5]);
    expect(parseRoles("")).toEqual([]);
    expect(parseRoles(undefined)).toEqual([]);
    expect(joinRoles([6, 2, 2, 4])).toBe("2,4,6");
  });

  it("starts a new staff member enabled with nothing ticked", () => {
    expect(toFormValues()).toEqual({ avatar: "", name: "", phone: "", uid: undefined, roles: [], status: true });
  });

  it("round-trips a saved staff member through the form into the request", () => {
    const values = toFormValues(employee);
    expect(values).toEqual({ avatar: employee.avatar, name: "林晓燕", phone: "13805710001", uid: 12, roles: [1, 5], status: false });
    expect(toRequest({ ...values, name: "  林晓燕 ", roles: [5, 1, 3], status: true })).toEqual({
      avatar: employee.avatar,
      name: "林晓燕",
      phone: "13805710001",
      uid: 12,
      role: "1,3,5",
      status: 1,
    });
  });

  it("switches status with the whole row, as update wants it", () => {
    expect(withStatus(employee, 1)).toEqual({ id: 7, avatar: employee.avatar, name: "林晓燕", uid: 12, phone: "13805710001", role: "5,1,9,", status: 1 });
  });
});
