import type { FastifyInstance } from "fastify";
import type { Db } from "../db/database.js";
import type { Clock, LoginGuardSettings } from "./session/loginGuard.js";
import type { CollectorConfig } from "./product/collect/config.js";
import type { AreaMenuPage } from "../db/seed/menuTree.js";

export interface AreaOptions {
  dataDir: string;
  /** The sign-in lock and address back-off (default DEFAULT_LOGIN_GUARD). */
  loginGuard?: Partial<LoginGuardSettings>;
  /** The clock of the sign-in lock and back-off (tests move it; default Date.now). */
  clock?: Clock;
  /** The product collector (99api); collection is not configured without its address. */
  collector?: CollectorConfig;
}

type RegisterArea = (app: FastifyInstance, db: Db, options: AreaOptions) => void;

/** Every area: each folder's index.ts exports `registerArea`, and may export the menu pages it adds. */
const areaModules = import.meta.glob<{ registerArea: RegisterArea; menuPages?: AreaMenuPage[] }>("./*/index.ts", { eager: true });
// The extensions area announces the routes registered after it (it watches them as they come): first.
const EXTENSIONS = "./extensions/index.ts";
const inOrder = [areaModules[EXTENSIONS], ...Object.entries(areaModules).filter(([path]) => path !== EXTENSIONS).map(([, area]) => area)];

/** The menu pages the areas declare themselves, in the order of their folders' names (`db/seed/menuTree.ts` places them). */
export const areaMenuPages: AreaMenuPage[] = Object.values(areaModules).flatMap((area) => area.menuPages ?? []);

/**
 * Registers every area's routes. An area registers them through `registerMerchantRoutes` /
 * `registerPublicRoutes`, so authority and merchant scoping apply; a new area is a new folder.
 */
export function registerAreas(app: FastifyInstance, db: Db, options: AreaOptions): void {
  for (const area of inOrder) area.registerArea(app, db, options);
}
