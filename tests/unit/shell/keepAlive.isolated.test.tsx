import type React from "react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, configure, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter, useLocation, useNavigate, type NavigateFunction } from "react-router";
import { useEffect, useState } from "react";
import { useLocale } from "./i18n";

// antd renders slowly under a loaded CI machine.
configure({ asyncUtilTimeout: 5000 });

/** Pages that show whether they kept their state. */
const mounts = vi.hoisted(() => ({ b: 0 }));
/** Page E's navigate, for a test to call at a chosen moment. */
const pageE = vi.hoisted(() => ({ navigate: undefined as undefined | ((to: string, options?: { replace?: boolean }) => void) }));
vi.mock("../../../resources", () => {
  function PageA() {
    const [text, setText] = useState("");
    return <input aria-label="text of A" value={text} onChange={(e) => setText(e.target.value)} />;
  }
  function PageB() {
    useEffect(() => {
      mounts.b += 1;
    }, []);
    return <p>page B</p>;
  }
  function Home() {
    return <p>home</p>;
  }
  /** Syncs its state to the address a moment after it mounts, like a slow list with syncWithLocation. */
  function PageC() {
    const navigate = useNavigate();
    useEffect(() => {
      const timer = setTimeout(() => {
        navigate("/c?page=2", { replace: true });
        navigate("/elsewhere");
      }, 300);
      return () => clearTimeout(timer);
    }, [navigate]);
    return <p>page C</p>;
  }
  /** Keeps the navigate function of its first render and uses it later (a captured callback). */
  function PageD() {
    const navigate = useNavigate();
    useEffect(() => {
      const timer = setTimeout(() => navigate("/d?late=1", { replace: true }), 300);
      return () => clearTimeout(timer);
      // Deliberately captured once: the call happens after the page was hidden.
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, []);
    return <p>page D</p>;
  }
  /** Syncs its address from its effects, like a list with syncWithLocation. */
  function PageE() {
    const navigate = useNavigate();
    useEffect(() => {
      pageE.navigate = navigate;
    }, [navigate]);
    return <p>page E</p>;
  }
  const page = (component: () => React.ReactNode) => () => Promise.resolve({ default: component });
  return {
    routes: [
      { path: "/dashboard", page: page(Home), title: "titles.dashboard.home", affix: true },
      { path: "/a", page: page(PageA), title: "shell.personalCentre" },
      { path: "/b", page: page(PageB), title: "shell.changePassword", noCache: true },
      { path: "/c", page: page(PageC), title: "shell.logout" },
      { path: "/d", page: page(PageD), title: "shell.language" },
      { path: "/e", page: page(PageE), title: "shell.language" },
    ],
    resources: [],
    endpoints: {},
    areas: [],
  };
});
vi.mock("../../../providers/session", () => ({
  currentAdmin: () => ({ permissionsList: ["*:*:*"], roles: "2" }),
  loadAdminInfo: () => Promise.resolve({}),
  loadMenus: () => Promise.resolve([]),
  loadPublicConfig: () => Promise.resolve(),
  resetSessionCache: () => undefined,
}));

const { PageStack } = await import("../../../src/layout/PageStack");
const { TagsView } = await import("../../../src/layout/tags/TagsView");
const { tagsStore } = await import("../../../src/layout/tags/tagsStore");
const { pageIntent } = await import("../../../src/layout/pageIntent");

const driver: { go?: NavigateFunction } = {};
function Driver() {
  const navigate = useNavigate();
  useEffect(() => {
    driver.go = navigate;
  }, [navigate]);
  return <output data-testid="at">{useLocation().pathname}</output>;
}
const visit = async (path: string) => {
  act(() => void driver.go?.(path));
  await waitFor(() => expect(screen.getByTestId("at")).toHaveTextContent(path));
};
const textOfA = () => screen.findByLabelText("text of A");
const tagOf = (path: string) => screen.getAllByTestId("tag").find((tag) => tag.dataset.path === path)!;

beforeAll(() => useLocale("zh-CN"));
beforeEach(() => {
  tagsStore.reset();
  mounts.b = 0;
  render(
    <MemoryRouter initialEntries={["/a"]}>
      <Driver />
      <TagsView styleName="card" />
      <PageStack />
    </MemoryRouter>,
  );
});
afterEach(() => {
  cleanup();
  pageIntent.drop(pageIntent.get()?.pathname ?? "");
});

describe("history tabs with kept pages", () => {
  it("a hidden page cannot move the console; its own address changes stay with its tab", async () => {
    await visit("/c");
    await screen.findByText("page C");
    await visit("/dashboard");
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(screen.getByTestId("at")).toHaveTextContent("/dashboard");
    expect(tagsStore.get().tags.find((tag) => tag.key === "/c")?.fullPath).toBe("/c?page=2");
    fireEvent.click(tagOf("/c"));
    await waitFor(() => expect(screen.getByTestId("at")).toHaveTextContent("/c"));
  });

  it("a callback a page captured while shown cannot move the console once the page is hidden", async () => {
    await visit("/d");
    await screen.findByText("page D");
    await visit("/dashboard");
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(screen.getByTestId("at")).toHaveTextContent("/dashboard");
    expect(tagsStore.get().tags.find((tag) => tag.key === "/d")?.fullPath).toBe("/d?late=1");
  });

  it("a page the console has just left cannot pull it back before it is rendered hidden", async () => {
    await visit("/e");
    await screen.findByText("page E");
    // The user leaves; the page's own effect runs before the render that hides it.
    act(() => {
      void driver.go?.("/dashboard");
      pageE.navigate?.("/e?page=2", { replace: true });
    });
    await waitFor(() => expect(screen.getByTestId("at")).toHaveTextContent("/dashboard"));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getByTestId("at")).toHaveTextContent("/dashboard");
    expect(tagsStore.get().tags.find((tag) => tag.key === "/e")?.fullPath).toBe("/e?page=2");
  });

  it("keeps an opened page mounted while another tab shows", async () => {
    fireEvent.change(await textOfA(), { target: { value: "typed" } });
    await visit("/dashboard");
    await screen.findByText("home");
    const hidden = screen.getByLabelText("text of A");
    expect(hidden.closest(".page-pane")).toHaveAttribute("hidden");
    await visit("/a");
    expect(await textOfA()).toHaveValue("typed");
    expect(screen.getAllByTestId("tag").map((tag) => tag.dataset.path)).toEqual(["/dashboard", "/a"]);
    expect(tagOf("/a")).toHaveTextContent("个人中心");
  });

  it("re-mounts noCache pages each time they show", async () => {
    await visit("/b");
    await screen.findByText("page B");
    await visit("/a");
    await waitFor(() => expect(screen.queryByText("page B")).toBeNull());
    await visit("/b");
    await screen.findByText("page B");
    await waitFor(() => expect(mounts.b).toBe(2));
  });

  it("closing a tab unmounts its page and the affix dashboard stays", async () => {
    fireEvent.change(await textOfA(), { target: { value: "typed" } });
    await visit("/dashboard");
    fireEvent.click(within(tagOf("/a")).getByTestId("tag-close"));
    expect(screen.queryByLabelText("text of A")).toBeNull();
    expect(within(tagOf("/dashboard")).queryByTestId("tag-close")).toBeNull();
    await visit("/a");
    expect(await textOfA()).toHaveValue("");
  });

  it("the tab list's one Tab stop is on the shown page's tab again once another page opens", async () => {
    await visit("/dashboard");
    const linkOf = (path: string) => within(tagOf(path)).getByRole("link");
    expect(linkOf("/dashboard")).toHaveAttribute("tabindex", "0");
    // The arrow keys take the stop to /a while /dashboard shows...
    act(() => linkOf("/dashboard").focus());
    fireEvent.keyDown(linkOf("/dashboard"), { key: "ArrowLeft" });
    expect(linkOf("/a")).toHaveAttribute("tabindex", "0");
    expect(linkOf("/dashboard")).toHaveAttribute("tabindex", "-1");
    // ...and a page opened otherwise (a menu, a link) takes it back to its own tab.
    await visit("/b");
    expect(linkOf("/b")).toHaveAttribute("tabindex", "0");
    expect(linkOf("/a")).toHaveAttribute("tabindex", "-1");
  });

  it("closing the current tab goes to its neighbour", async () => {
    await textOfA();
    fireEvent.click(within(tagOf("/a")).getByTestId("tag-close"));
    await waitFor(() => expect(screen.getByTestId("at")).toHaveTextContent("/dashboard"));
  });

  it("refresh re-mounts the page through /redirect", async () => {
    fireEvent.change(await textOfA(), { target: { value: "typed" } });
    fireEvent.click(screen.getByTestId("tags-actions"));
    fireEvent.click(await screen.findByText("刷新"));
    await waitFor(() => expect(screen.getByTestId("at")).toHaveTextContent("/a"));
    await waitFor(async () => expect(await textOfA()).toHaveValue(""));
  });

  it("close others and close all keep the affix tab", async () => {
    await textOfA();
    await visit("/b");
    await visit("/a");
    fireEvent.contextMenu(tagOf("/a"));
    fireEvent.click(await screen.findByText("关闭其他"));
    expect(screen.getAllByTestId("tag").map((tag) => tag.dataset.path)).toEqual(["/dashboard", "/a"]);
    fireEvent.contextMenu(tagOf("/a"));
    const menus = await screen.findAllByText("全部关闭");
    fireEvent.click(menus[menus.length - 1]);
    await waitFor(() => expect(screen.getByTestId("at")).toHaveTextContent("/dashboard"));
    expect(screen.getAllByTestId("tag").map((tag) => tag.dataset.path)).toEqual(["/dashboard"]);
  });
});

describe("a page rendered ahead of its click (the pointer rests on its menu entry)", () => {
  const paneOf = (text: string) => screen.getByText(text).closest(".page-pane");

  it("renders hidden while the console stays, and the click shows that same instance", async () => {
    act(() => pageIntent.show("/b"));
    await screen.findByText("page B");
    // Laid out but unseen (shell.css .page-ahead), not left undisplayed.
    expect(paneOf("page B")).toHaveClass("page-ahead");
    expect(paneOf("page B")).toHaveAttribute("data-testid", "page-cached");
    expect(screen.getByTestId("at")).toHaveTextContent("/a");
    // Its effects run after the render is on screen, a moment later on a loaded machine.
    await waitFor(() => expect(mounts.b).toBe(1));
    await visit(pageIntent.addressOf("/b"));
    await waitFor(() => expect(paneOf("page B")).toHaveAttribute("data-testid", "page-active"));
    expect(paneOf("page B")).not.toHaveAttribute("hidden");
    expect(paneOf("page B")).not.toHaveClass("page-ahead");
    expect(mounts.b).toBe(1);
  });

  it("unmounts when the pointer leaves without a click", async () => {
    act(() => pageIntent.show("/b"));
    await screen.findByText("page B");
    act(() => pageIntent.drop("/b"));
    await waitFor(() => expect(screen.queryByText("page B")).toBeNull());
    expect(screen.getByTestId("at")).toHaveTextContent("/a");
  });

  it("keeps the address its page moves to while hidden, and the click opens the page there", async () => {
    act(() => pageIntent.show("/e"));
    await screen.findByText("page E");
    act(() => pageE.navigate?.("/e?tab=2", { replace: true }));
    expect(screen.getByTestId("at")).toHaveTextContent("/a");
    expect(pageIntent.addressOf("/e")).toBe("/e?tab=2");
    act(() => void driver.go?.(pageIntent.addressOf("/e")));
    await waitFor(() => expect(screen.getByTestId("at")).toHaveTextContent("/e"));
    await waitFor(() => expect(paneOf("page E")).toHaveAttribute("data-testid", "page-active"));
    expect(tagsStore.get().tags.find((tag) => tag.key === "/e")?.fullPath).toBe("/e?tab=2");
  });

  it("renders nothing more for the page already shown", async () => {
    await textOfA();
    act(() => pageIntent.show("/a"));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.querySelectorAll(".page-pane")).toHaveLength(1);
  });
});
