import { createContext } from "react";

/**
 * False while the console renders from the account's last known session and the fresh one has
 * not arrived: the shell shows, but pages wait (RouteAccess), so no page renders or asks for
 * anything on authorities the fresh session may no longer grant.
 */
export const SessionFreshContext = createContext(true);
