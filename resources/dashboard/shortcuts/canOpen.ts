import { mayOpen } from "../../../providers/accessControl";
import { findShellRoute } from "../../../src/routing/shellRouteTable";

/** True when the console has a page at `path` and the signed-in user may open it. */
export function canOpen(path: string): boolean {
  const found = findShellRoute(path);
  return found !== undefined && mayOpen(found.route);
}
