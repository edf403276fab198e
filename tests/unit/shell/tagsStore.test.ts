import { beforeEach, describe, expect, it } from "vitest";
import type { Location } from "react-router";
import { KEPT_PAGES, TAGS_STORAGE_KEY, tagsStore } from "../../../src/layout/tags/tagsStore";
import { endSession } from "../../../providers/authProvider";

const at = (pathname: string, search = ""): Location => ({ pathname, search, hash: "", state: null, key: pathname });
const entry = (key: string, search = "") => ({ key, fullPath: key + search, affix: false, noCache: false });

beforeEach(() => {
  tagsStore.setAffix([{ key: "/dashboard", fullPath: "/dashboard", affix: true, noCache: false }]);
  tagsStore.reset();
});

describe("tags store", () => {
  it("starts with the affix pages", () => {
    expect(tagsStore.get().tags.map((t) => t.key)).toEqual(["/dashboard"]);
  });
  it("opens a tag per visited page, marks it mounted and keeps its address", () => {
    tagsStore.visit(entry("/coupon/list", "?page=2"), at("/coupon/list", "?page=2"));
    const state = tagsStore.get();
    expect(state.tags.map((t) => t.key)).toEqual(["/dashboard", "/coupon/list"]);
    expect(state.mounted.has("/coupon/list")).toBe(true);
    expect(state.locations["/coupon/list"].search).toBe("?page=2");
    expect(JSON.parse(sessionStorage.getItem(TAGS_STORAGE_KEY)!)).toHaveLength(2);
  });
  it("closing a tag unmounts its page", () => {
    tagsStore.visit(entry("/a"), at("/a"));
    tagsStore.visit(entry("/b"), at("/b"));
    expect(tagsStore.close("/a")).toBe("/b");
    expect(tagsStore.get().mounted.has("/a")).toBe(false);
    expect(tagsStore.get().locations["/a"]).toBeUndefined();
  });
  it("refresh stops keeping the page, so it mounts afresh; the tab stays", () => {
    tagsStore.visit(entry("/a"), at("/a"));
    tagsStore.evict("/a");
    expect(tagsStore.get().mounted.has("/a")).toBe(false);
    expect(tagsStore.get().tags.map((t) => t.key)).toContain("/a");
  });
  it(`keeps the ${KEPT_PAGES} pages shown last mounted; an older one unmounts but keeps its tab and address`, () => {
    const pages = Array.from({ length: KEPT_PAGES + 2 }, (_, i) => `/p${i}`);
    for (const path of pages) tagsStore.visit(entry(path, "?page=3"), at(path, "?page=3"));
    const { mounted, tags, locations } = tagsStore.get();
    expect([...mounted]).toEqual(pages.slice(2));
    expect(tags.map((t) => t.key)).toEqual(["/dashboard", ...pages]);
    expect(locations["/p0"].search).toBe("?page=3");
  });
  it("showing a kept page again makes it the last to go", () => {
    const pages = Array.from({ length: KEPT_PAGES }, (_, i) => `/p${i}`);
    for (const path of pages) tagsStore.visit(entry(path), at(path));
    tagsStore.visit(entry("/p0"), at("/p0"));
    tagsStore.visit(entry("/new"), at("/new"));
    expect([...tagsStore.get().mounted]).toEqual([...pages.slice(2), "/p0", "/new"]);
  });
  it("a page with unsaved changes stays mounted however many open after it, and may go once saved", () => {
    tagsStore.visit(entry("/editor"), at("/editor"));
    tagsStore.setDirty("/editor", true);
    for (let i = 0; i < KEPT_PAGES + 3; i++) tagsStore.visit(entry(`/p${i}`), at(`/p${i}`));
    expect(tagsStore.get().mounted.has("/editor")).toBe(true);
    expect(tagsStore.get().mounted.size).toBe(KEPT_PAGES);
    tagsStore.setDirty("/editor", false);
    tagsStore.visit(entry("/last"), at("/last"));
    expect(tagsStore.get().mounted.has("/editor")).toBe(false);
    expect(tagsStore.get().mounted.size).toBe(KEPT_PAGES);
  });
  it("drops restored tabs whose page is gone", () => {
    tagsStore.visit(entry("/a"), at("/a"));
    tagsStore.visit(entry("/gone"), at("/gone"));
    tagsStore.prune((key) => key !== "/gone");
    expect(tagsStore.get().tags.map((t) => t.key)).toEqual(["/dashboard", "/a"]);
  });
  it("forgets every open tab at sign-out", () => {
    tagsStore.visit(entry("/a"), at("/a"));
    tagsStore.visit(entry("/b"), at("/b"));
    endSession();
    expect(tagsStore.get().tags.map((t) => t.key)).toEqual(["/dashboard"]);
    expect(tagsStore.get().mounted.size).toBe(0);
    expect(sessionStorage.getItem(TAGS_STORAGE_KEY)).toBeNull();
  });
});
