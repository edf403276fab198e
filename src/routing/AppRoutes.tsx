import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from "react";
import { Navigate, Route, Routes } from "react-router";
import { Spin } from "antd";
import { routes } from "../../resources";
import type { PageRoute } from "./types";
import { RequireSession } from "./RequireSession";
import { RouteAccess } from "./RouteAccess";
import { ShellLayout } from "../layout/ShellLayout";
import { PublicOnly } from "./PublicOnly";

const LoginPage = lazy(() => import("../auth/LoginPage"));
const ErrorPage = lazy(() => import("../pages/ErrorPage"));
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

export const PageFallback = () => (
  <div style={{ padding: 48, textAlign: "center" }}>
    <Spin />
  </div>
);

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

/** The route table (spec doc 1 §2.2): public pages, bare pages, and the shell with every area's pages. */
export function AppRoutes() {
  const shellRoutes = routes.filter((r) => (r.layout ?? "shell") === "shell");
  const bareRoutes = routes.filter((r) => r.layout === "bare");
  return (
    <Suspense fallback={<PageFallback />}>
      <Routes>
        <Route
          path="/login"
          element={
            <PublicOnly>
              <LoginPage />
            </PublicOnly>
          }
        />
        <Route path="/auth-redirect" element={<Navigate to="/" replace />} />
        <Route path="/401" element={<ErrorPage status={401} />} />
        <Route path="/404" element={<ErrorPage status={404} />} />
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
