import { beforeEach, describe, expect, it } from "vitest";
import type { Location } from "react-router";
import { TAGS_STORAGE_KEY, tagsStore } from "../../../src/layout/tags/tagsStore";
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
