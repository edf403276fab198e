import { afterEach, describe, expect, it, vi } from "vitest";
import { http } from "../../../providers/http";
import { currentExtensions, forgetExtensions, loadExtensions } from "../../../providers/extensions";
import { extensionOf, isAllowed } from "../../../providers/accessControl";
import { loadEveryArea } from "../../../resources";

// Loading the areas' rows declares which authorities gate an extension.
await loadEveryArea();

const EXPORT = "admin/merchant/product/export/excel";
const GIVE = "admin/merchant/coupon/user/receive";
const owner = { permissions: ["*:*:*"], roles: ["2"] };
const answer = (data: unknown) => Promise.resolve({ data });

afterEach(() => {
  vi.restoreAllMocks();
  forgetExtensions();
});

describe("extensions of the reference server in the access rules", () => {
  it("the export and give-coupon authorities gate extensions; contract authorities do not", () => {
    expect(extensionOf("merchant:product:export")).toBe(EXPORT);
    expect(extensionOf("admin:coupon:user:receive")).toBe(GIVE);
    expect(extensionOf("merchant:product:page:list")).toBeUndefined();
    expect(extensionOf("merchant:coupon:save")).toBeUndefined();
  });

  it.each([
    ["announced", new Set([EXPORT]), true],
    ["not announced", new Set<string>(), false],
    ["no list at all", undefined, false],
  ])("an extension action for the owner, %s", (_name, extensions, expected) => {
    expect(isAllowed({ ...owner, extensions }, { authority: "merchant:product:export", extension: EXPORT })).toBe(expected);
  });

  it("an announced extension still needs the authority", () => {
    const staff = { permissions: ["merchant:product:page:list"], roles: ["4"], extensions: new Set([EXPORT]) };
    expect(isAllowed(staff, { authority: "merchant:product:export", extension: EXPORT })).toBe(false);
  });
});

describe("loading the announced extensions", () => {
  it("reads the reference server's list once per session", async () => {
    const get = vi.spyOn(http, "get").mockImplementation(() => answer({ code: 200, message: null, data: [EXPORT, GIVE] }));
    await loadExtensions();
    await loadExtensions();
    expect(get).toHaveBeenCalledOnce();
    expect(get).toHaveBeenCalledWith("publicly/extensions");
    expect([...currentExtensions()]).toEqual([EXPORT, GIVE]);
  });

  it("a CRMEB backend's error answer means none, without a toast", async () => {
    vi.spyOn(http, "get").mockImplementation(() => answer({ code: 500, message: "No handler found for GET /api/publicly/extensions", data: null }));
    const shown = vi.spyOn(console, "error");
    expect([...(await loadExtensions())]).toEqual([]);
    expect(document.body.textContent).not.toContain("No handler found");
    expect(shown).not.toHaveBeenCalled();
  });

  it("an unreachable backend means none for now, and is asked again next time", async () => {
    const get = vi.spyOn(http, "get").mockImplementationOnce(() => Promise.reject(new Error("Network Error")));
    expect([...(await loadExtensions())]).toEqual([]);
    get.mockImplementationOnce(() => answer({ code: 200, message: null, data: [GIVE] }));
    expect([...(await loadExtensions())]).toEqual([GIVE]);
    expect(get).toHaveBeenCalledTimes(2);
  });
});
