import { i18nReady, loadAllAreas } from "../../providers/i18nProvider";
import { settledLoader } from "../routing/settledLoader";

/**
 * The console behind sign-in (Refine, the shell, the areas' translations) and its layout: one
 * loader each, shared by the boot, which starts them from the address, and the components that
 * render them (readyLazy), which then find them loaded.
 */
export const loadConsoleApp = settledLoader(() => Promise.all([import("../ConsoleApp"), i18nReady.then(loadAllAreas)]).then(([module]) => module));
export const loadShellLayout = settledLoader(() => import("../layout/ShellLayout"));
