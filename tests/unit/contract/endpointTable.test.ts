// @vitest-environment node
/**
 * The console's endpoint table against the reference server's routes: every row has a route
 * with the same method and path, the authority its resource declares for the action is the
 * route's, and a row is an extension exactly when the route is one the server announces.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../server/db/database";
import { recordRoutes, type RouteInfo } from "../../../server/core/route";
import { registerAreas } from "../../../server/areas/index";
import { endpointRows } from "../../../providers/endpoints";
import type { AccessMeta } from "../../../providers/accessControl";
import { loadEveryArea, resources } from "../../../resources";

/** `/api/admin/merchant/product/info/:id` and `admin/merchant/product/info/:productId` compare equal. */
const normal = (method: string, url: string) => `${method.toUpperCase()} /${url.replace(/^\/?/, "").replace(/^api\//, "").replace(/:[^/]+/g, ":param")}`;

const rows = endpointRows(await loadEveryArea());
const declared = new Map(resources.map((r) => [r.name, (r.meta as AccessMeta | undefined)?.authorities ?? {}]));
const label = (row: (typeof rows)[number]) => `${row.resource}.${row.action} (${row.endpoint.method.toUpperCase()} ${row.endpoint.path})`;

let routes: Map<string, RouteInfo>;
let announced: string[];
let close: () => Promise<void>;

beforeAll(async () => {
  const app = Fastify();
  const recorded = recordRoutes(app);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "crmeb-routes-"));
  // Registering reads no data: the handlers are never called except the extensions list's.
  registerAreas(app, {} as Db, { dataDir });
  await app.ready();
  routes = new Map(recorded.map((r) => [normal(r.method, r.url), r]));
  announced = (await app.inject({ method: "GET", url: "/api/publicly/extensions" })).json<{ data: string[] }>().data;
  close = async () => {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
});
afterAll(() => close());

describe("the console's endpoint table matches the reference server", () => {
  it("has rows to check", () => {
    expect(rows.length).toBeGreaterThan(50);
  });

  it("every row has a server route with the same method and path", () => {
    const missing = rows.filter((row) => !routes.has(normal(row.endpoint.method, row.endpoint.path))).map(label);
    expect(missing).toEqual([]);
  });

  it("the authority each resource declares for an action is the server route's", () => {
    const wrong = rows.flatMap((row) => {
      const route = routes.get(normal(row.endpoint.method, row.endpoint.path));
      const authority = declared.get(row.resource)?.[row.action];
      return route && authority !== (route.authority ?? undefined) ? [`${label(row)}: console ${authority ?? "(none)"}, server ${route.authority ?? "(none)"}`] : [];
    });
    expect(wrong).toEqual([]);
  });

  it("a row declares as `decoded` exactly the parameters its route decodes a second time (README, \"Search text decoded twice\")", () => {
    const wrong = rows.flatMap((row) => {
      const route = routes.get(normal(row.endpoint.method, row.endpoint.path));
      const declared = [...(row.endpoint.decoded ?? [])].sort().join(",");
      return route && declared !== route.decoded.join(",") ? [`${label(row)}: console [${declared}], server [${route.decoded.join(",")}]`] : [];
    });
    expect(wrong).toEqual([]);
    expect(rows.filter((row) => row.endpoint.decoded?.length).length).toBeGreaterThan(30);
  });

  it("a row is an extension exactly when its route is, and the server announces every extension row", () => {
    const wrong = rows.flatMap((row) => {
      const route = routes.get(normal(row.endpoint.method, row.endpoint.path));
      return route && Boolean(row.endpoint.extension) !== route.extension ? [`${label(row)}: console ${Boolean(row.endpoint.extension)}, server ${route.extension}`] : [];
    });
    expect(wrong).toEqual([]);
    const extensionRows = rows.filter((row) => row.endpoint.extension).map((row) => row.endpoint.path);
    expect(extensionRows.length).toBeGreaterThan(0);
    expect(extensionRows.filter((name) => !announced.includes(name))).toEqual([]);
  });
});
