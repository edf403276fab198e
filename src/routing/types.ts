import type { ComponentType } from "react";
import type { ResourceProps } from "@refinedev/core";
import type { EndpointTable } from "../../providers/endpoints";
import type { PreloadContext } from "../boot/refineQueries";

/** A page's loader; the console's own (resources/index.ts) also tell what they have loaded (settledLoader.ts). */
export type PageModule = (() => Promise<{ default: ComponentType }>) & { loaded?: () => { default: ComponentType } | undefined };

/** Starts a page's first data requests (src/boot/). */
export type PreloadStart = (context: PreloadContext) => void | Promise<void>;

/** A preload's loader; the console's own (resources/index.ts) also tell what they have loaded. */
export type PreloadModule = (() => Promise<PreloadStart>) & { loaded?: () => PreloadStart | undefined };

/** What a page title may depend on: its route params and the server menu entry's title. */
export interface TitleContext {
  params: Record<string, string | undefined>;
  /** The menu title of the page's menu path, already translated. */
  menuTitle?: string;
  t: (key: string, vars?: Record<string, unknown>) => string;
}

/** One page of the console, registered by its area. */
export interface PageRoute {
  /** React Router path; optional params end with `?` (e.g. `/coupon/list/save/:id?/:edit?`). */
  path: string;
  page: PageModule;
  /** Locale key of the page title, or a function for titles that depend on params (spec doc 1 §2.1). */
  title: string | ((context: TitleContext) => string);
  /** Not a menu entry; its tab and breadcrumb still show. */
  hidden?: boolean;
  /** `bare` pages render outside the layout (the `/page/...` routes). */
  layout?: "shell" | "bare";
  /** Authority needed to open the page (its list call); none = any signed-in user. */
  authority?: string;
  /** Owner-only areas (settings, role management, logistics companies, decoration). */
  adminOnly?: boolean;
  /** Tab that stays when others close. */
  affix?: boolean;
  /** Re-mount the page every time its tab is shown again. */
  noCache?: boolean;
  /** The menu path this hidden page belongs to (for the open menu group and the title). */
  activeMenu?: string;
  /**
   * Loads the function that starts the page's first data requests when the console boots on its
   * address, under the query keys the page asks with (src/boot/). Loaded as soon as the route is
   * known; called once the session's fresh authorities are.
   */
  preload?: PreloadModule;
  /**
   * The extension (endpoint path) the page is built on: the menu leaves it out, and the page is
   * refused, unless the backend announced it. Checked against the area's endpoint rows by
   * tests/unit/contract/manifest.test.ts.
   */
  extension?: string;
}

/**
 * An area of the console as the shell knows it before loading it (the manifest, resources/index.ts):
 * its Refine resources (names, `meta.authorities`, owner-only), its pages (paths, titles, menu
 * position, authority, owner-only, page loaders) and a loader of its endpoint rows. Its translations
 * (`locales`) load with its rows, before any of its pages renders.
 */
export interface Area {
  name: string;
  resources?: ResourceProps[];
  routes: PageRoute[];
  /** Locale files (`locales/<lang>/<file>.json`) the area's pages use; default: the area's own name. */
  locales?: readonly string[];
  /** The area's rows of the endpoint table: its chunk, loaded when a page or a call needs it. */
  load?: () => Promise<EndpointTable>;
}
