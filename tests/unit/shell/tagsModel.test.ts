import { describe, expect, it } from "vitest";
import { closeAllTags, closeOtherTags, closeTag, openTag, type TagEntry } from "../../../src/layout/tags/tagsModel";

const tag = (key: string, affix = false, noCache = false): TagEntry => ({ key, fullPath: key, affix, noCache });
const home = tag("/dashboard", true);
const keys = (tags: TagEntry[]) => tags.map((t) => t.key);

describe("history tabs", () => {
  it("add each opened page once, keeping order, and remember its query", () => {
    let tags = openTag([home], tag("/coupon/list"));
    tags = openTag(tags, tag("/maintain/picture"));
    tags = openTag(tags, { ...tag("/coupon/list"), fullPath: "/coupon/list?page=2" });
    expect(keys(tags)).toEqual(["/dashboard", "/coupon/list", "/maintain/picture"]);
    expect(tags[1].fullPath).toBe("/coupon/list?page=2");
  });
  it("close one and go to its right neighbour, else its left one", () => {
    const tags = [home, tag("/a"), tag("/b"), tag("/c")];
    expect(closeTag(tags, "/b")).toEqual({ tags: [home, tag("/a"), tag("/c")], next: "/c" });
    expect(closeTag(tags, "/c").next).toBe("/b");
  });
  it("never close an affix tab", () => {
    const tags = [home, tag("/a")];
    expect(keys(closeTag(tags, "/dashboard").tags)).toEqual(["/dashboard", "/a"]);
  });
  it("close others keeps the affix tabs and the chosen one", () => {
    const tags = [home, tag("/a"), tag("/b"), tag("/c")];
    expect(keys(closeOtherTags(tags, "/b"))).toEqual(["/dashboard", "/b"]);
  });
  it("close all keeps the affix tabs", () => {
    expect(keys(closeAllTags([home, tag("/a"), tag("/b")]))).toEqual(["/dashboard"]);
  });
});
