/**
 * The endpoints a CRMEB backend leaves without an authority (contract §5: employee CRUD, the
 * e-sheet info/update, group-buy user list/info) ask here for the authority of the menu entry
 * that leads to them (README, "Tightened authorities").
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { M, startSignedIn, type TestServer } from "./helpers.js";
import { buttonOf, leavesOf, roleByName } from "./adminHelpers.js";
import { ESHEET_AUTHORITIES, STAFF_AUTHORITIES } from "../../server/shared/tightenedAuthorities.js";
import type { MerchantEmployee } from "../../server/areas/staff/contract.js";
import type { MerchantElect } from "../../server/areas/printing/contract.js";
import type { Page } from "../../server/core/envelope.js";

let s: TestServer, m1: string, staff: string;
beforeAll(async () => {
  ({ s, m1, staff } = await startSignedIn());
}, 60_000);
afterAll(() => s.close());

const staffMember = async (token = m1) => (await s.call<Page<MerchantEmployee>>("GET", `${M}/employee/list`, { token, query: { limit: 1 } })).data.list[0]!;
const freeCustomer = async () => {
  const taken = new Set((await s.call<Page<MerchantEmployee>>("GET", `${M}/employee/list`, { token: m1, query: { limit: 100 } })).data.list.map((e) => e.uid));
  const customers = (await s.call<Page<{ id: number }>>("GET", `${M}/user/list`, { token: m1, query: { limit: 100 } })).data.list;
  return customers.find((c) => !taken.has(c.id))!.id;
};
const SENDER = { op: 0, senderAddr: "杭州市西湖区文三路90号", senderUsername: "仓储部", senderPhone: "0571-88886666" };

/** Each tightened call with a request the owner's call succeeds with. */
const calls: Array<[string, () => Promise<{ method: "GET" | "POST"; url: string; query?: Record<string, string | number>; body?: unknown }>]> = [
  ["GET employee/list", async () => ({ method: "GET", url: `${M}/employee/list` })],
  ["GET employee/info", async () => ({ method: "GET", url: `${M}/employee/info`, query: { id: (await staffMember()).id } })],
  [
    "POST employee/save",
    async () => ({ method: "POST", url: `${M}/employee/save`, body: { name: "临时员工", phone: `137${String(Date.now()).slice(-8)}`, uid: await freeCustomer(), role: "1,2,3,4,5,6", avatar: "", status: 1 } }),
  ],
  ["POST employee/update", async () => ({ method: "POST", url: `${M}/employee/update`, body: { ...(await staffMember()) } })],
  ["GET employee/delete", async () => ({ method: "GET", url: `${M}/employee/delete`, query: { id: (await staffMember()).id } })],
  ["GET elect/info", async () => ({ method: "GET", url: `${M}/elect/info` })],
  ["POST elect/update", async () => ({ method: "POST", url: `${M}/elect/update`, body: { ...SENDER, id: (await s.call<MerchantElect>("GET", `${M}/elect/info`, { token: m1 })).data.id } })],
  ["GET groupbuy/user/list", async () => ({ method: "GET", url: `${M}/groupbuy/user/list` })],
  [
    "GET groupbuy/user/info",
    async () => ({ method: "GET", url: `${M}/groupbuy/user/info`, query: { id: (await s.call<Page<{ id: number }>>("GET", `${M}/groupbuy/user/list`, { token: m1 })).data.list[0]!.id } }),
  ],
];

describe("calls the backend leaves open ask for their menu entry's authority", () => {
  it.each(calls)("%s: 403 for staff1 (who may only read products), 200 for the owner", async (_name, make) => {
    const request = await make();
    const before = await s.call<Page<MerchantEmployee>>("GET", `${M}/employee/list`, { token: m1, query: { limit: 100 } });
    expect(await s.call(request.method, request.url, { token: staff, query: request.query, body: request.body })).toEqual({
      code: 403,
      message: "无访问权限,请联系管理员授予权限",
      data: null,
    });
    // Refused before the handler: staff1 changed nothing.
    expect(await s.call("GET", `${M}/employee/list`, { token: m1, query: { limit: 100 } })).toEqual(before);
    expect((await s.call(request.method, request.url, { token: m1, query: request.query, body: request.body })).code).toBe(200);
  });

  it("the staff and e-sheet menu entries carry those authorities: a role granted them may call, one granted the list only may not write", async () => {
    const rules = [
      ...(await leavesOf(s, m1, "/staff/index", "/operation/printing/electrsheet")),
      ...(await leavesOf(s, m1, "/marketing/group/list")),
    ];
    expect(await s.call("POST", `${M}/role/save`, { token: m1, body: { roleName: "员工与面单", rules: rules.join(","), status: true } })).toMatchObject({ code: 200 });
    const listOnly = await buttonOf(s, m1, "/staff/index", STAFF_AUTHORITIES.info);
    expect(await s.call("POST", `${M}/role/save`, { token: m1, body: { roleName: "员工只读", rules: String(listOnly), status: true } })).toMatchObject({ code: 200 });
    const full = (await roleByName(s, m1, "员工与面单"))!;
    const readOnly = (await roleByName(s, m1, "员工只读"))!;
    for (const [account, role] of [
      ["clerkfull", full],
      ["clerkread", readOnly],
    ] as const) {
      const saved = await s.call("POST", `${M}/admin/save`, { token: m1, body: { account, pwd: "Clerk@123", realName: account, roles: String(role.id), status: true } });
      expect(saved).toMatchObject({ code: 200 });
    }
    const clerk = await s.login("clerkfull", "Clerk@123");
    const reader = await s.login("clerkread", "Clerk@123");
    for (const [, make] of calls) {
      const request = await make();
      const ask = (token: string) => s.call(request.method, request.url, { token, query: request.query, body: request.body });
      expect((await ask(clerk)).code, request.url).toBe(200);
    }
    // The page (list) comes with any of its buttons; writing needs that button.
    expect((await s.call("GET", `${M}/employee/list`, { token: reader })).code).toBe(200);
    expect((await s.call("GET", `${M}/employee/info`, { token: reader, query: { id: (await staffMember()).id } })).code).toBe(200);
    expect((await s.call("GET", `${M}/employee/delete`, { token: reader, query: { id: (await staffMember()).id } })).code).toBe(403);
    expect((await s.call("GET", `${M}/elect/info`, { token: reader })).code).toBe(403);
  });

  it("lists the new authorities on their menu entries", async () => {
    for (const perms of Object.values(STAFF_AUTHORITIES).filter((p) => p !== STAFF_AUTHORITIES.list)) expect(await buttonOf(s, m1, "/staff/index", perms)).toBeGreaterThan(0);
    expect(await buttonOf(s, m1, "/operation/printing/electrsheet", ESHEET_AUTHORITIES.update)).toBeGreaterThan(0);
  });
});
