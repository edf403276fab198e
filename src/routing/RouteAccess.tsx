import { useContext, type ReactNode } from "react";
import { Navigate } from "react-router";
import { canOpenPage } from "../../providers/accessControl";
import type { PageRoute } from "./types";
import { PageFallback } from "./PageFallback";
import { SessionFreshContext } from "./sessionFreshness";

/** Menus hide what a user may not open; this stops a typed-in address as well. */
export function RouteAccess({ route, children }: { route: PageRoute; children: ReactNode }) {
  // Checked on the fresh session only, never on the last known copy.
  if (!useContext(SessionFreshContext)) return <PageFallback />;
  if (!canOpenPage(route)) return <Navigate to="/401" replace />;
  return <>{children}</>;
}
