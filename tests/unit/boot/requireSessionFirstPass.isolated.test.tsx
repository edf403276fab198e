import "@ant-design/v5-patch-for-react-19";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, render, waitFor } from "@testing-library/react";
import { useContext } from "react";
import { MemoryRouter } from "react-router";
import type { InternalAxiosRequestConfig } from "axios";

vi.mock("../../../providers/notify", () => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));
vi.mock("../../../providers/i18nProvider", async () => ({ translateNow: (await import("../providers/zhTranslate")).zhTranslate }));
// The renewal dialog is not what this test is about (it renders nothing until a session ends).
vi.mock("../../../src/auth/SessionRenewalHost", () => ({ SessionRenewalHost: () => null }));
afterEach(cleanup);

const { http } = await import("../../../providers/http");
const { setToken, writeCookie, STORAGE } = await import("../../../providers/storage");
const session = await import("../../../providers/session");
const { RequireSession } = await import("../../../src/routing/RequireSession");
const { SessionFreshContext } = await import("../../../src/routing/sessionFreshness");

const info = { id: 3, account: "staff1", realName: "staff1", roles: "3", roleNames: "", permissionsList: ["merchant:product:page:list"], merId: 1 };
const menus = [{ id: 1, pid: 0, title: "/product/list", icon: "", perms: "", path: "/product/list", menuType: "C", sort: 1, children: [] }];

function serveSession() {
  http.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
    const data = config.url?.includes("getMenus") ? menus : config.url?.includes("extensions") ? [] : info;
    return { data: { code: 200, message: null, data }, status: 200, statusText: "OK", headers: {}, config };
  };
}

/** Renders a page under RequireSession and answers what it saw of the session's freshness, render by render. */
function renderPage() {
  const seen: boolean[] = [];
  function Page() {
    seen.push(useContext(SessionFreshContext));
    return null;
  }
  render(
    <MemoryRouter initialEntries={["/product/list"]}>
      <RequireSession>
        <Page />
      </RequireSession>
    </MemoryRouter>,
  );
  return seen;
}

describe("RequireSession's first render", () => {
  beforeEach(() => {
    localStorage.clear();
    session.resetSessionCache();
    setToken("token-staff1");
    writeCookie(STORAGE.merInfoCookie, JSON.stringify({ account: "staff1" }));
    serveSession();
  });

  it("renders the page in its first pass when the boot's session calls have already answered", async () => {
    await session.revalidateSession();
    const seen = renderPage();
    expect(seen[0]).toBe(true);
  });

  it("renders from a last known copy as not yet fresh, then fresh once the session answers", async () => {
    await session.revalidateSession();
    session.resetSessionCache(); // a new page load: only the account's copy is known
    const seen = renderPage();
    expect(seen[0]).toBe(false);
    await waitFor(() => expect(seen.at(-1)).toBe(true));
  });
});
