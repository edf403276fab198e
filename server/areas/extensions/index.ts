import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/database.js";
import { publicRoute, recordRoutes, registerPublicRoutes, PUBLIC_PREFIX, type RouteInfo } from "../../core/route.js";

/** An extension's name: its path below `/api/`, as the console's endpoint rows write it. */
export const extensionName = (route: RouteInfo) => route.url.replace(/^\/api\//, "");

/**
 * GET /api/publicly/extensions: the names of the routes marked `extension` (endpoints a CRMEB
 * backend does not have). A real backend answers this path with an error, so the console
 * hides the features built on them. Registered before the other areas: it sees their routes.
 */
export function registerArea(app: FastifyInstance, db: Db): void {
  const routes = recordRoutes(app);
  registerPublicRoutes(
    app,
    db,
    [publicRoute({ method: "GET", path: "/extensions", handler: () => routes.filter((r) => r.extension).map(extensionName) })],
    PUBLIC_PREFIX,
  );
}
