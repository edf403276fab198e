import { describe, expect, it } from "vitest";
import { AUTH } from "../../../resources/product/area";
import { batchActions, rowActions } from "../../../resources/product/list/rowActions";

const all = () => true;
const staff = (authority: string) => [AUTH.list, AUTH.tabs, AUTH.info, AUTH.categoryList].includes(authority as never);
const normal = (isShow: boolean) => ({ isShow, type: 0 });

describe("product list actions by tab and permission", () => {
  it("on sale: view, edit (after taking off shelf), copy, down, quick stock — no recycling from the shelf", () => {
    expect(rowActions(1, normal(true), all)).toEqual(["view", "edit", "copy", "down", "quickStock"]);
  });

  it("in the warehouse: settings, up, recycle", () => {
    expect(rowActions(2, normal(false), all)).toEqual(["view", "edit", "copy", "up", "quickStock", "freeEdit", "brokerage", "freight", "coupons", "recycle"]);
    // No shipping template for virtual, cloud-disk and card-secret products; no quick stock for card secrets.
    expect(rowActions(2, { isShow: false, type: 6 }, all)).not.toContain("freight");
    expect(rowActions(2, { isShow: false, type: 6 }, all)).not.toContain("quickStock");
    expect(rowActions(2, { isShow: false, type: 2 }, all)).not.toContain("freight");
  });

  it("offers the audit-free edit for off-shelf products of the selling tabs only, to holders of its authority", () => {
    for (const tab of [2, 3, 4]) expect(rowActions(tab, normal(false), all)).toContain("freeEdit");
    for (const tab of [1, 3, 4]) expect(rowActions(tab, normal(true), all)).not.toContain("freeEdit");
    for (const tab of [5, 6, 7, 8]) expect(rowActions(tab, normal(false), all)).not.toContain("freeEdit");
    expect(rowActions(2, { isShow: false, type: 6 }, all)).toContain("freeEdit");
    expect(rowActions(2, normal(false), (a) => a !== AUTH.freeEdit)).not.toContain("freeEdit");
    expect(AUTH.freeEdit).toBe("merchant:product:review:free:edit");
  });

  it("recycle bin: view, restore, delete only", () => {
    expect(rowActions(5, normal(false), all)).toEqual(["view", "restore", "delete"]);
  });

  it("awaiting audit: nothing that changes data but recycling; to submit: submit for audit", () => {
    expect(rowActions(6, normal(false), all)).toEqual(["view", "copy", "recycle"]);
    expect(rowActions(8, normal(false), all)).toEqual(["view", "edit", "copy", "quickStock", "submitAudit", "recycle"]);
  });

  it("staff1 (read-only role) sees only view, and no batch action", () => {
    for (const tab of [1, 2, 3, 4, 5, 6, 7, 8]) {
      expect(rowActions(tab, normal(tab === 1), staff)).toEqual(["view"]);
      expect(batchActions(tab, staff)).toEqual([]);
    }
  });

  it("each action needs its own authority", () => {
    const noDown = (a: string) => a !== AUTH.down;
    expect(rowActions(1, normal(true), noDown)).not.toContain("down");
    const noEdit = (a: string) => a !== AUTH.update;
    expect(rowActions(2, normal(false), noEdit)).not.toContain("edit");
  });

  it("batch menu per tab", () => {
    expect(batchActions(1, all)).toEqual(["down"]);
    expect(batchActions(2, all)).toEqual(["up", "brokerage", "freight", "coupons", "recycle"]);
    expect(batchActions(5, all)).toEqual(["restore", "delete"]);
    expect(batchActions(8, all)).toEqual(["submitAudit", "recycle"]);
  });
});
