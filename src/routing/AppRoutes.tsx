import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from "react";
import { Navigate, Route, Routes } from "react-router";
import { routes } from "../../resources";
import type { PageRoute } from "./types";
import { RequireSession } from "./RequireSession";
import { RouteAccess } from "./RouteAccess";
import { PageFallback } from "./PageFallback";

const ShellLayout = lazy(() => import("../layout/ShellLayout"));
const RedirectPage = lazy(() => import("../pages/RedirectPage"));

const lazyPages = new Map<PageRoute, LazyExoticComponent<ComponentType>>();
/** One lazy component per route, created once so React keeps its state between renders. */
export function pageOf(route: PageRoute) {
  let page = lazyPages.get(route);
  if (!page) {
    page = lazy(route.page);
    lazyPages.set(route, page);
  }
  return page;
}

function guarded(route: PageRoute) {
  const Page = pageOf(route);
  return (
    <RouteAccess route={route}>
      <Suspense fallback={<PageFallback />}>
        <Page />
      </Suspense>
    </RouteAccess>
  );
}

/** The guarded part of the route table (spec doc 1 §2.2): bare pages, and the shell with every area's pages. */
export function AppRoutes() {
  const shellRoutes = routes.filter((r) => (r.layout ?? "shell") === "shell");
  const bareRoutes = routes.filter((r) => r.layout === "bare");
  return (
    <Suspense fallback={<PageFallback />}>
      <Routes>
        <Route path="/auth-redirect" element={<Navigate to="/" replace />} />
        {bareRoutes.map((route) => (
          <Route key={route.path} path={route.path} element={<RequireSession>{guarded(route)}</RequireSession>} />
        ))}
        <Route
          element={
            <RequireSession>
              <ShellLayout />
            </RequireSession>
          }
        >
          <Route index element={<Navigate to="/dashboard" replace />} />
          <Route path="/redirect/*" element={<RedirectPage />} />
          {shellRoutes.map((route) => (
            <Route key={route.path} path={route.path} element={guarded(route)} />
          ))}
        </Route>
        <Route path="*" element={<Navigate to="/404" replace />} />
      </Routes>
    </Suspense>
  );
}
