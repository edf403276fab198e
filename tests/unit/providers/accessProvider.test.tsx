import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { cleanup, render, waitFor } from "@testing-library/react";
import { Refine, type DataProvider, type ResourceProps } from "@refinedev/core";
import { accessControlProvider, answer, declareExtensions } from "../../../providers/accessControl";
import { get, post, type EndpointTable } from "../../../providers/endpoints";
import { adoptAdminInfo, resetSessionCache, type AdminInfo } from "../../../providers/session";
import { adoptExtensions, forgetExtensions } from "../../../providers/extensions";
import { queryClient } from "../../../src/boot/queryClient";
import { useAllowed, useAllowedEach } from "../../../src/access/useAllowed";
import { useActionAnswer } from "../../../src/widgets/useActionAnswer";

const table: EndpointTable = {
  goods: { list: get("goods/list"), create: post("goods/save"), actions: { export: get("goods/export", { extension: true }), tabs: get("goods/tabs") } },
  settings: { actions: { save: post("settings/save") } },
};
const EXPORT = table.goods!.actions!.export!.path;
const resources: ResourceProps[] = [
  { name: "goods", meta: { authorities: { list: "m:goods:list", create: "m:goods:save", export: "m:goods:export", tabs: "m:goods:tabs" } } },
  { name: "settings", meta: { authorities: { save: "m:settings:save" }, adminOnly: true } },
];

const session = (account: string, permissionsList: string[], roles: string) =>
  adoptAdminInfo({ id: account.length, account, permissionsList, roles } as AdminInfo);
const OWNER = ["merchant1", ["*:*:*"], "2"] as const;
const STAFF = ["staff1", ["m:goods:list", "m:goods:tabs"], "100"] as const;
const WILDCARD_NOT_OWNER = ["manager", ["*:*:*"], "4"] as const;
type Subject = readonly [string, readonly string[], string];
const signIn = ([account, permissions, roles]: Subject, extensions: string[] = []) => {
  session(account, [...permissions], roles);
  adoptExtensions(extensions);
};

beforeEach(() => {
  declareExtensions(table, resources);
  queryClient.clear();
});
afterEach(() => {
  cleanup();
  resetSessionCache();
  forgetExtensions();
});

describe("the access-control provider's can(): the one rule of the console", () => {
  it.each([
    ["wildcard: the owner may do any declared action", OWNER, "goods", "create", [], true],
    ["exact match: staff holds goods list", STAFF, "goods", "list", [], true],
    ["exact match: staff lacks goods save", STAFF, "goods", "create", [], false],
    ["owner-only resource, owner", OWNER, "settings", "save", [], true],
    ["owner-only resource, the wildcard without the owner role", WILDCARD_NOT_OWNER, "settings", "save", [], false],
    ["owner-only resource, staff", STAFF, "settings", "save", [], false],
    ["extension announced", OWNER, "goods", "export", [EXPORT], true],
    ["extension not announced, even for the wildcard", OWNER, "goods", "export", [], false],
    ["extension announced, authority missing", STAFF, "goods", "export", [EXPORT], false],
    ["unknown action: one the resource does not declare is not offered, even to the wildcard", OWNER, "goods", "delete", [], false],
    ["unknown resource", OWNER, "nowhere", "list", [], false],
  ] as const)("%s", async (_name, subject, resource, action, extensions, expected) => {
    signIn(subject, [...extensions]);
    await expect(accessControlProvider.can({ resource, action })).resolves.toMatchObject({ can: expected });
    expect(answer({ resource, action }).can).toBe(expected);
  });

  it("reads the resource Refine hands in params (its action buttons) the same way", async () => {
    signIn(STAFF);
    const params = { resource: { name: "goods", meta: resources[0]!.meta } };
    await expect(accessControlProvider.can({ resource: "goods", action: "list", params })).resolves.toMatchObject({ can: true });
    await expect(accessControlProvider.can({ resource: "goods", action: "create", params })).resolves.toMatchObject({ can: false });
  });

  it("without a resource, checks a page's route rule", () => {
    signIn(STAFF);
    expect(answer({ action: "open", params: { authority: "m:goods:list" } }).can).toBe(true);
    expect(answer({ action: "open", params: { authority: "m:goods:save" } }).can).toBe(false);
    expect(answer({ action: "open", params: { adminOnly: true } }).can).toBe(false);
    expect(answer({ action: "open", params: {} }).can).toBe(true);
  });
});

/** A data provider that records the named actions it is asked for. */
function recording() {
  const calls: string[] = [];
  const provider = {
    getApiUrl: () => "/api/",
    getList: async () => ({ data: [], total: 0 }),
    getOne: async () => ({ data: {} }),
    create: async () => ({ data: {} }),
    update: async () => ({ data: {} }),
    deleteOne: async () => ({ data: {} }),
    custom: async ({ meta }: { meta?: { resource?: string; action?: string } }) => {
      calls.push(`${meta?.resource}.${meta?.action}`);
      return { data: { ok: true } as never };
    },
  } as unknown as DataProvider;
  return { calls, provider };
}

function Console({ children, provider = recording().provider }: { children: React.ReactNode; provider?: DataProvider }) {
  return (
    <Refine dataProvider={provider} accessControlProvider={accessControlProvider} resources={resources} options={{ disableTelemetry: true, reactQuery: { clientConfig: queryClient } }}>
      {children}
    </Refine>
  );
}

describe("useAllowed / useAllowedEach: Refine's useCan, right from the first render", () => {
  it("the first render already has the answer, and it never changes (no button flashes)", async () => {
    signIn(STAFF);
    const seen: string[] = [];
    function Buttons() {
      const list = useAllowed("goods", "list");
      const may = useAllowedEach("goods", ["create", "tabs"]);
      seen.push(`${list} ${may.create} ${may.tabs}`);
      return null;
    }
    render(
      <Console>
        <Buttons />
      </Console>,
    );
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(seen.length).toBeGreaterThan(0);
    expect(new Set(seen)).toEqual(new Set(["true false true"]));
  });

  it("both hooks share Refine's one cached answer per action", async () => {
    signIn(STAFF);
    function Both() {
      useAllowed("goods", "list");
      useAllowedEach("goods", ["list"]);
      return null;
    }
    render(
      <Console>
        <Both />
      </Console>,
    );
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(queryClient.getQueryCache().findAll({ queryKey: ["access", "goods", "list"] })).toHaveLength(1);
  });

  it("a query the user may not make is never sent; an allowed one is", async () => {
    signIn(STAFF);
    const { calls, provider } = recording();
    function Reads() {
      useActionAnswer("goods", "tabs");
      useActionAnswer("goods", "export");
      useActionAnswer("settings", "save");
      return null;
    }
    render(
      <Console provider={provider}>
        <Reads />
      </Console>,
    );
    await waitFor(() => expect(calls).toContain("goods.tabs"));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(calls).toEqual(["goods.tabs"]);
  });

  it("an answer cached for one session is never shown in the next", async () => {
    signIn(OWNER);
    const seen: boolean[] = [];
    function Save() {
      seen.push(useAllowed("goods", "create"));
      return null;
    }
    const view = render(
      <Console>
        <Save />
      </Console>,
    );
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    view.unmount();
    signIn(STAFF);
    seen.length = 0;
    render(
      <Console>
        <Save />
      </Console>,
    );
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((may) => may === false)).toBe(true);
  });
});
