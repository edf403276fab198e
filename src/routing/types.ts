import type { ComponentType } from "react";
import type { ResourceProps } from "@refinedev/core";
import type { EndpointTable } from "../../providers/endpoints";
import type { PreloadContext } from "../boot/refineQueries";

export type PageModule = () => Promise<{ default: ComponentType }>;

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
   * Starts the page's first data requests when the console boots on its address, under the
   * query keys the page asks with (src/boot/). Called once the session's fresh authorities are known.
   */
  preload?: (context: PreloadContext) => void;
  /** On-demand locale areas loaded with the page (set from PAGE_LOCALES by resources/index.ts). */
  locales?: readonly string[];
}

/** An area of the console: its Refine resources, its rows of the endpoint table, its pages. */
export interface Area {
  name: string;
  resources?: ResourceProps[];
  endpoints?: EndpointTable;
  routes: PageRoute[];
}
