import { memo, useContext, useEffect, useMemo, useRef, type ContextType } from "react";
import {
  NavigationType,
  UNSAFE_LocationContext as LocationContext,
  UNSAFE_RouteContext as RouteContext,
  useLocation,
  useRoutes,
  type Location,
} from "react-router";
import { findShellRoute, paneRouteTable, shellRoutes } from "../routing/shellRouteTable";
import { tagsStore, useTags } from "./tags/tagsStore";
import { affixEntries, tagEntryOf } from "./tags/tagEntry";
import { useThemePick } from "../theme/themeStore";
import { PaneNavigation } from "./paneNavigation";
import { PageErrorBoundary } from "./PageErrorBoundary";
import { PageKeyContext } from "./tags/pageKey";
import { usePageIntent } from "./pageIntent";

type RouteContextValue = ContextType<typeof RouteContext>;

tagsStore.setAffix(affixEntries(shellRoutes));
tagsStore.prune((key) => findShellRoute(key) !== undefined);

/**
 * The routed page with its own address as the location, and the console's route as it matched
 * that address, for every hook inside it (React Router's location and route contexts): a page
 * does not re-render when the console moves elsewhere, only when its own address changes, and a
 * hidden list never reads another page's address (its query keys carry the route's params: read
 * live, a hidden list asked for its rows again on every navigation). Memoised on the address, so
 * showing or hiding the page does not render it again either.
 */
const RoutedPage = memo(function RoutedPage({ pageKey, location, route }: { pageKey: string; location: Location; route: RouteContextValue }) {
  const own = useMemo(() => ({ location, navigationType: NavigationType.Push }), [location]);
  return (
    <LocationContext.Provider value={own}>
      <RouteContext.Provider value={route}>
        <PageKeyContext.Provider value={pageKey}>
          <PageErrorBoundary>
            <PageRoutes />
          </PageErrorBoundary>
        </PageKeyContext.Provider>
      </RouteContext.Provider>
    </LocationContext.Provider>
  );
});

/**
 * The page's route element, the same object while the page's address and route are: React
 * renders every kept page's routes again on each navigation (see paneRouteTable), and a new
 * element handed the page a new route context and rendered all of it again.
 */
function PageRoutes() {
  const { location } = useContext(LocationContext);
  const parent = useContext(RouteContext);
  const element = useRoutes(paneRouteTable(location.pathname));
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the element of the first render at this address and route
  return useMemo(() => element, [location, parent]);
}

/**
 * One page, routed at its own address; hidden ones stay mounted (keep-alive). A page rendered
 * `ahead` of its click is laid out but unseen (shell.css `.page-ahead`) rather than
 * not displayed: showing it then needs no first layout of the whole page, and its tabs and table
 * have measured themselves already.
 */
const Pane = memo(function Pane({ pageKey, location, active, ahead, animation }: { pageKey: string; location: Location; active: boolean; ahead: boolean; animation: string }) {
  const consoleRoute = useContext(RouteContext);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the console's route as it was at this page's address
  const route = useMemo(() => consoleRoute, [location]);
  const className = active ? `page-pane page-anim-${animation}` : ahead ? "page-pane page-ahead" : "page-pane";
  return (
    <div
      className={className}
      hidden={!active && !ahead}
      data-testid={active ? "page-active" : "page-cached"}
      data-path={location.pathname}
    >
      <PaneNavigation hidden={!active} location={location}>
        <RoutedPage pageKey={pageKey} location={location} route={route} />
      </PaneNavigation>
    </div>
  );
});

/** Two locations at the same address (the same page, query, hash and state). */
const sameAddress = (a: Location, b: Location) =>
  a.pathname === b.pathname && a.search === b.search && a.hash === b.hash && (a.state ?? null) === (b.state ?? null);

/**
 * Each page's location as one object while its address stays the same: a page rendered ahead of
 * the click (pageIntent.ts), then opened at that address, or a page whose tab is shown again, is
 * not rendered again for a new location object (RoutedPage is memoised on it).
 */
function useSteadyLocations() {
  const given = useRef(new Map<string, Location>());
  return (key: string, at: Location): Location => {
    const before = given.current.get(key);
    if (before && sameAddress(before, at)) return before;
    given.current.set(key, at);
    return at;
  };
}

/**
 * The pages of the history tabs (spec doc 2 §2 "visited-view tracking"): the current page,
 * plus the pages shown most recently (tagsStore's KEPT_PAGES) and any with unsaved changes
 * kept mounted but hidden, so switching tabs keeps their state.
 * `noCache` pages re-mount each time; closing a tab unmounts its page; with the tabs off only
 * the current page is mounted. A refreshed tab is no longer kept, so it unmounts while the
 * console passes through /redirect and mounts afresh on return.
 * The page whose menu entry the pointer rests on is rendered ahead, laid out unseen
 * (pageIntent.ts), last, where the current page's pane goes when it is new: the click keeps its
 * instance.
 */
export function PageStack() {
  const location = useLocation();
  const { tags, mounted, locations } = useTags();
  const intent = usePageIntent();
  const { isTagsview, animation } = useThemePick("isTagsview", "animation");
  const steady = useSteadyLocations();
  const found = findShellRoute(location.pathname);
  const route = found?.route;
  const currentKey = route ? location.pathname : undefined;
  const shownAt = steady(currentKey ?? `transient:${location.pathname}`, location);

  useEffect(() => {
    if (route) tagsStore.visit(tagEntryOf(route, shownAt.pathname, shownAt.search), shownAt);
  }, [route, shownAt]);

  const keepHidden = (key: string, noCache: boolean) => isTagsview && !noCache && mounted.has(key) && locations[key] !== undefined;
  // One flat keyed list, so a page moving from "new" to "in the tabs" keeps its instance.
  const panes: { key: string; location: Location; active: boolean; ahead?: boolean }[] = [];
  for (const tag of tags) {
    if (tag.key === currentKey) panes.push({ key: tag.key, location: shownAt, active: true });
    else if (keepHidden(tag.key, tag.noCache)) panes.push({ key: tag.key, location: steady(tag.key, locations[tag.key]), active: false });
  }
  if (!panes.some((pane) => pane.active)) {
    panes.push({ key: currentKey ?? `transient:${location.pathname}`, location: shownAt, active: true });
  }
  if (intent && !panes.some((pane) => pane.key === intent.pathname) && findShellRoute(intent.pathname)) {
    panes.push({ key: intent.pathname, location: steady(intent.pathname, intent), active: false, ahead: true });
  }

  return (
    <div className="shell-pages">
      {panes.map((pane) => (
        <Pane key={pane.key} pageKey={pane.key} location={pane.location} active={pane.active} ahead={pane.ahead ?? false} animation={animation} />
      ))}
    </div>
  );
}
