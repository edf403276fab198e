import { adoptLastKnownSession, revalidateSession } from "../../providers/session";
import { findRoute } from "../routing/pathMatch";
import type { PageRoute, PreloadStart } from "../routing/types";
import { settledLoader } from "../routing/settledLoader";
import { loadConsoleApp, loadShellLayout } from "./consoleModules";

const ignore = () => undefined;

/** The longest the first render waits for the code; past it the console shows its spinners as it loads. */
const CODE_WAIT_MS = 800;

/**
 * Once the code is here, the longest the first render waits for the page's first answers (its
 * preload's requests): past it the page renders its loading state and its rows when they come.
 */
const DATA_WAIT_MS = 150;

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Settles once the code of the booted address is here (the console, its layout, the page) and
 * the page's first answers too, or has failed to come, or the waits above have passed: the first
 * render waits for it (main.tsx), so React renders the page with its rows in one pass instead of
 * showing a spinner per lazy part and holding each reveal back (readyLazy.tsx), then rendering
 * the page again when its rows come. On a slow connection the spinners show as before.
 */
export let bootCodeReady: Promise<unknown> = Promise.resolve();

/**
 * The route params a page sees (Refine puts them in its query keys): a shell page renders under
 * the console's catch-all route (src/routing/AppRoutes.tsx) and inherits its `*`.
 */
export function pageParams(route: PageRoute, pathname: string, params: Record<string, string | undefined>) {
  return route.layout === "bare" ? params : { "*": pathname.replace(/^\//, ""), ...params };
}

/**
 * Everything a signed-in load needs, started at once from the address instead of one stage
 * after another: the session (admin info, extensions and menus in parallel; the account's last
 * known copy serves meanwhile), the console's code and translations, the page's chunk and its
 * translations, and — once the fresh authorities allow them — the page's first data requests,
 * under the query keys the page asks with. Everything here is memoized where the console asks
 * again (session.ts, i18nProvider.ts, the module graph, the query cache), so nothing goes twice.
 */
export function bootConsole(pathname: string, search: string): void {
  // Marks for the bench's waterfall (bench/browser/boot.mjs).
  performance.mark("boot: started");
  adoptLastKnownSession();
  // RequireSession reports a failure (and a 401 goes to the sign-in page).
  const fresh = revalidateSession();
  fresh.catch(ignore);
  const warm = warmConsole(pathname);
  const code = Promise.all([loadConsoleApp(), loadShellLayout(), warm.then((found) => found?.page)]).catch(ignore);
  const data = warm
    .then((found) => found && preloadPage(found, pathname, search, fresh))
    // The query cache loads with the preload (a data-stage module, src/boot/bootChunks.ts): not
    // in the entry, which the sign-in page loads too.
    .then(() => import("./queryClient"))
    .then(({ fetchesSettled }) => fetchesSettled())
    .catch(ignore);
  const dataOrEnough = Promise.race([data, code.then(() => delay(DATA_WAIT_MS))]);
  bootCodeReady = Promise.race([Promise.all([code, dataOrEnough]), delay(CODE_WAIT_MS)]);
}

type FoundPage = NonNullable<Awaited<ReturnType<typeof warmConsole>>>;

/** The route table, the data provider and the resources (loaded with the console, or by the boot). */
const consoleData = settledLoader(() => import("./consoleData"));

/** Asks the page's first requests now, in the caller's task. */
function askPage({ route, params, table: { resources, dataProvider } }: Pick<FoundPage, "route" | "params" | "table">, start: PreloadStart, pathname: string, search: string) {
  performance.mark(`page data asked: ${pathname}`);
  return Promise.resolve(start({ search, params: pageParams(route, pathname, params), dataProvider, resources })).catch(ignore);
}

/**
 * Starts the page's first data requests (its route's `preload`): its code loads at once, the
 * requests leave once `allowed` settles (the session's fresh authorities, which the preload checks).
 * Settles once they have been asked.
 */
function preloadPage(found: FoundPage, pathname: string, search: string, allowed: Promise<unknown>): Promise<void> {
  if (!found.route.preload) return Promise.resolve();
  // Its code loads while the session is checked, not after.
  const preload = found.route.preload();
  return Promise.all([preload, allowed]).then(([start]) => askPage(found, start, pathname, search), ignore);
}

/** Pages started by `startPage` whose first answers are still awaited, by path. */
const startedPages = new Map<string, Promise<unknown>>();

/**
 * A page about to open inside the console (a menu entry, a link, a tab): its code and first data
 * start before React renders anything of it, as at boot (the session is known by then). Until
 * its first answers come (at most DATA_WAIT_MS after its code), `pageStarting` answers the wait,
 * and the page renders once with its rows instead of its loading state first (guardedPage.tsx).
 */
export function startPage(pathname: string, search: string): void {
  const settled = (startLoadedPage(pathname, search) ?? startPageAfterItsCode(pathname, search)).catch(ignore);
  startedPages.set(pathname, settled);
  void settled.then(() => {
    if (startedPages.get(pathname) === settled) startedPages.delete(pathname);
  });
}

/** The wait for a started page's first answers, or for DATA_WAIT_MS once its code is here. */
const answersOrEnough = (asked: Promise<unknown>, page: Promise<unknown>) =>
  Promise.race([asked.then(() => import("./queryClient")).then(({ fetchesSettled }) => fetchesSettled()), page.then(() => delay(DATA_WAIT_MS))]);

/**
 * A page whose code is already here (warmed from its menu entry, or opened before): its requests
 * leave in the task of the click. Awaiting the loaders instead put them behind React's render of
 * the move (a dynamic import settles in a later task), about 40 ms after the click.
 */
function startLoadedPage(pathname: string, search: string): Promise<unknown> | undefined {
  const table = consoleData.loaded();
  const found = table && findRoute(table.routes, pathname);
  const start = found?.route.preload?.loaded?.();
  if (!found || !start) return undefined;
  return answersOrEnough(askPage({ ...found, table }, start, pathname, search), found.route.page());
}

function startPageAfterItsCode(pathname: string, search: string): Promise<unknown> {
  return warmConsole(pathname).then((found) => {
    // A page without a preload asks for its data when it mounts: nothing to wait for.
    if (!found?.route.preload) return;
    return answersOrEnough(preloadPage(found, pathname, search, Promise.resolve()), found.page);
  });
}

/**
 * A page the person is about to open: the pointer is on its menu entry. Its chunk, its area's rows
 * and translations and its preload's code load now, and no data, so the click that follows finds
 * them all here and sends the page's requests in its own task (on a page not opened before in
 * this document, loading them after the click put about 50 ms before the first request).
 */
export function warmPage(pathname: string): void {
  if (warmedPages.has(pathname)) return;
  warmedPages.add(pathname);
  void warmConsole(pathname)
    .then((found) => found?.route.preload?.())
    .catch(ignore);
}

const warmedPages = new Set<string>();

/** How long the pointer rests on a menu entry before its page's first data is asked too: passing over the menu asks nothing. */
export const DATA_INTENT_MS = 100;

const intents = new Map<string, ReturnType<typeof setTimeout>>();

/** Menu entries the pointer is on now. */
const resting = new Set<string>();

/**
 * The pointer came onto the menu entry of `pathname`: the page's code warms at once (`warmPage`),
 * and once the pointer has rested DATA_INTENT_MS its first data is asked as well, under the keys
 * the page asks with. A person clicks a few hundred milliseconds after pointing, so the click
 * finds the rows here or on their way (`startPage` waits for them), instead of sending the
 * requests and waiting for them between the click and the page. Leaving first asks nothing.
 * Once those answers are here (`askForItsAnswers`) and the pointer is still on the
 * entry, `answered` runs: the shell renders the page ahead of the click (layout/pageIntent.ts).
 */
export function pointerOnEntry(pathname: string, answered?: () => void): void {
  warmPage(pathname);
  resting.add(pathname);
  if (intents.has(pathname)) return;
  intents.set(
    pathname,
    setTimeout(() => {
      intents.delete(pathname);
      void warmConsole(pathname)
        .then((found) => found && askForItsAnswers(found, pathname))
        .then(() => {
          if (resting.has(pathname)) answered?.();
        })
        .catch(ignore);
    }, DATA_INTENT_MS),
  );
}

/**
 * Asks the first data of the page at `pathname` and settles once those answers are here (or its
 * code, for a page that asks its data when it mounts). Only its own requests count: another
 * page's in flight (the list under the pointer refreshing its counts) held the page rendered
 * ahead of the click until after the click.
 */
function askForItsAnswers(found: FoundPage, pathname: string): Promise<unknown> {
  const preload = found.route.preload;
  if (!preload) return found.page;
  return Promise.all([preload(), import("./queryClient"), found.page]).then(([start, { fetchesStartedBy }]) =>
    fetchesStartedBy(() => askPage(found, start, pathname, "")),
  );
}

/** The pointer left the entry of `pathname` (before DATA_INTENT_MS: its data is not asked). */
export function pointerOffEntry(pathname: string): void {
  resting.delete(pathname);
  clearTimeout(intents.get(pathname));
  intents.delete(pathname);
}

/** The wait for the first answers of the page at `pathname`, while `startPage` still awaits them. */
export const pageStarting = (pathname: string): Promise<unknown> | undefined => startedPages.get(pathname);

/**
 * The console's code and translations, and the chunk of the page at `pathname` when given (with
 * its area's rows and translations): no session and no data, so the sign-in page can start it
 * while the person types and while the sign-in request runs. Answers the page's route, if any.
 */
export async function warmConsole(pathname?: string) {
  // The route table first: the page's chunk waits on it.
  const table = consoleData();
  void loadConsoleApp().catch(ignore);
  void loadShellLayout().catch(ignore);
  if (pathname === undefined) {
    table.catch(ignore);
    return undefined;
  }
  const found = findRoute((await table).routes, pathname);
  if (!found) return undefined;
  const page = found.route.page();
  page.catch(ignore);
  return { ...found, table: await table, page };
}
