// @vitest-environment node
/**
 * The console's manifest (resources/index.ts: every area's declaration) against the copies that
 * must remain: the server's seeded menu tree (paths, authorities, titles), and each area's own
 * endpoint rows (which its declaration must own, and the extensions its pages are built on).
 */
import { describe, expect, it } from "vitest";
import { MENU_TREE, type MenuSeed } from "../../../server/db/seed/menuTree";
import { endpointRows } from "../../../providers/endpoints";
import { extensionOf } from "../../../providers/accessControl";
import { findRoute } from "../../../src/routing/pathMatch";
import type { TitleContext } from "../../../src/routing/types";
import { areas, loadEveryArea, routes } from "../../../resources";
import { readAreaFiles, routeTitlesOf } from "../../../locales/routeTitles";

/** The Chinese files as the console loads them: the areas', and `titles` made from their `routes`. */
const chineseFiles = readAreaFiles("zh-CN");
const chinese: Record<string, unknown> = { ...chineseFiles, titles: routeTitlesOf(chineseFiles) };
const zh = (key: string): string | undefined => {
  let value: unknown = chinese;
  for (const part of key.split(".")) value = (value as Record<string, unknown> | undefined)?.[part];
  return typeof value === "string" ? value : undefined;
};

/** The menu's pages (entries without children), depth first. */
const pagesOf = (nodes: MenuSeed[]): MenuSeed[] => nodes.flatMap((node) => (node.children?.length ? pagesOf(node.children) : [node]));
const menuPages = pagesOf(MENU_TREE);
const routeAt = (menuPath: string) => findRoute(routes, menuPath)?.route;

/**
 * Menu pages whose route asks no authority, on purpose: the home page opens for every admin (its
 * panels ask their own), and on a CRMEB backend the staff and e-sheet calls check none (README,
 * "Tightened authorities": only the reference server asks for their menu entry's authority).
 */
const OPEN_TO_EVERY_ADMIN = ["/dashboard", "/staff/index", "/operation/printing/electrsheet"];

/** A route's Chinese title as a tab shows it for its menu entry (a title function gets the menu's name). */
function titleOf(route: (typeof routes)[number], menuTitle: string): string | undefined {
  if (typeof route.title === "string") return zh(route.title);
  const context: TitleContext = { params: {}, menuTitle, t: (key) => zh(key) ?? key };
  return route.title(context);
}

describe("the manifest agrees with the server's seeded menu tree", () => {
  it("has menu pages to check", () => {
    expect(menuPages.length).toBeGreaterThan(40);
  });

  it("every menu page has a route at its path, shown in the menu", () => {
    const missing = menuPages.filter((page) => !routeAt(page.path) || routeAt(page.path)!.hidden).map((page) => page.path);
    expect(missing).toEqual([]);
  });

  it("every route the menu can show is a menu page", () => {
    const menuPaths = new Set(menuPages.map((page) => page.path));
    const stray = routes.filter((route) => !route.hidden && route.layout !== "bare" && !route.path.includes(":") && !menuPaths.has(route.path)).map((route) => route.path);
    expect(stray).toEqual([]);
  });

  it("a menu page's authority is its route's", () => {
    expect(OPEN_TO_EVERY_ADMIN.filter((menuPath) => routeAt(menuPath)?.authority)).toEqual([]);
    const wrong = menuPages.flatMap((page) => {
      const route = routeAt(page.path);
      if (!route || OPEN_TO_EVERY_ADMIN.includes(page.path)) return [];
      return (route.authority ?? "") !== (page.perms ?? "") ? [`${page.path}: menu ${page.perms ?? "(none)"}, route ${route.authority ?? "(none)"}`] : [];
    });
    expect(wrong).toEqual([]);
  });

  it("a menu page's name is its route's Chinese title", () => {
    const wrong = menuPages.flatMap((page) => {
      const route = routeAt(page.path);
      const title = route && titleOf(route, page.name);
      return route && title !== page.name ? [`${page.path}: menu ${page.name}, route ${title ?? route.title}`] : [];
    });
    expect(wrong).toEqual([]);
  });
});

describe("each area's declaration owns its endpoint rows", () => {
  it("every row's resource is declared by the area whose chunk brings the row", async () => {
    const stray: string[] = [];
    for (const area of areas) {
      if (!area.load) continue;
      const declared = new Set((area.resources ?? []).map((resource) => resource.name));
      for (const row of endpointRows(await area.load())) if (!declared.has(row.resource)) stray.push(`${area.name}: ${row.resource}.${row.action}`);
    }
    expect(stray).toEqual([]);
  });

  it("a page's declared extension is the one its authority gates, and every such page declares it", async () => {
    await loadEveryArea();
    const wrong = routes.flatMap((route) => (route.extension !== extensionOf(route.authority) ? [`${route.path}: declared ${route.extension ?? "(none)"}, rows ${extensionOf(route.authority) ?? "(none)"}`] : []));
    expect(wrong).toEqual([]);
  });

  it("no resource is declared by two areas", () => {
    const names = areas.flatMap((area) => (area.resources ?? []).map((resource) => resource.name));
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });
});
