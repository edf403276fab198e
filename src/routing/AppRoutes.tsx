import { Suspense } from "react";
import { Navigate, Route, Routes } from "react-router";
import { routes } from "../../resources";
import { RequireSession } from "./RequireSession";
import { PageFallback } from "./PageFallback";
import { guarded } from "./guardedPage";
import { BareTitle } from "./BareTitle";
import { readyLazy } from "./readyLazy";
import { loadShellLayout } from "../boot/consoleModules";

const ShellLayout = readyLazy(loadShellLayout);

/**
 * The guarded part of the route table (spec doc 1 §2.2): bare pages outside the layout, and
 * everything else inside it (the layout routes its pages itself, one per history tab).
 */
export function AppRoutes() {
  const bareRoutes = routes.filter((r) => r.layout === "bare");
  return (
    <Suspense fallback={<PageFallback />}>
      <Routes>
        <Route path="/auth-redirect" element={<Navigate to="/" replace />} />
        {bareRoutes.map((route) => (
          <Route
            key={route.path}
            path={route.path}
            element={
              <RequireSession>
                <BareTitle route={route} />
                {guarded(route)}
              </RequireSession>
            }
          />
        ))}
        <Route
          path="*"
          element={
            <RequireSession>
              <ShellLayout />
            </RequireSession>
          }
        />
      </Routes>
    </Suspense>
  );
}
