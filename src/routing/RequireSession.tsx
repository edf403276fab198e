import { Fragment, useEffect, useState, type ReactNode } from "react";
import { Navigate, useLocation, useNavigate } from "react-router";
import { Spin } from "antd";
import { getToken } from "../../providers/storage";
import { adoptLastKnownSession, arrivedFreshSession, loadPublicConfig, revalidateSession } from "../../providers/session";
import { sameAccess } from "../../providers/sessionCopy";
import { queryClient } from "../boot/queryClient";
import { endSession, startSession } from "../../providers/authProvider";
import { toastError } from "../../providers/notify";
import { SessionRenewalHost } from "../auth/SessionRenewalHost";
import { SessionFreshContext } from "./sessionFreshness";

const HANDOFF_KEYS = ["token", "account", "isSms", "leftSquareLogo", "leftTopLogo", "realName"] as const;

/**
 * The platform console opens a merchant's console with the session in the query
 * (contract §2.1 step 5): store it, then drop those keys from the address.
 */
function takeHandoff(search: string): string | undefined {
  const params = new URLSearchParams(search);
  const token = params.get("token");
  if (!token) return undefined;
  startSession({
    token,
    account: params.get("account") ?? "",
    realName: params.get("realName") ?? "",
    isSms: params.get("isSms") === "true",
    leftSquareLogo: params.get("leftSquareLogo") ?? "",
    leftTopLogo: params.get("leftTopLogo") ?? "",
  });
  for (const key of HANDOFF_KEYS) params.delete(key);
  const rest = params.toString();
  return rest ? `?${rest}` : "";
}

/**
 * Spec doc 1 §2.1: no token → /login?redirect=<wanted path>; with a token, load the user
 * info and menus once; a failed user-info load resets the token and goes back to login. Once
 * loaded, a session that ends asks for a sign-in over the page (SessionRenewalHost).
 *
 * The account's last known session (providers/sessionCopy.ts) renders at once while the fresh
 * one loads. When the fresh one allows anything else (authorities, roles, extensions, menus),
 * everything rendered from the copy is thrown away — answers included — and renders again from
 * the fresh one, so the current page is checked against the fresh authorities. Pages themselves
 * wait for the fresh session (RouteAccess): only the shell renders from the copy.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const [handoffSearch] = useState(() => takeHandoff(location.search));
  const token = getToken();
  const [copy] = useState(() => (token && handoffSearch === undefined ? adoptLastKnownSession() : undefined));
  const [ready, setReady] = useState(copy !== undefined);
  const [generation, setGeneration] = useState(0);
  // The boot's session calls usually answer before React first renders: the page then renders
  // in that first pass instead of one commit later, when this component's effect has heard it.
  const [fresh, setFresh] = useState(() => copy !== undefined && copy === arrivedFreshSession());
  const wanted = location.pathname + (handoffSearch ?? location.search);

  useEffect(() => {
    if (!token) return;
    let live = true;
    if (handoffSearch !== undefined) {
      navigate({ pathname: location.pathname, search: handoffSearch }, { replace: true });
      void loadPublicConfig().catch(() => undefined);
    }
    revalidateSession().then(
      (fresh) => {
        if (!live) return;
        if (copy && !sameAccess(copy, fresh)) {
          queryClient.clear();
          setGeneration((g) => g + 1);
        }
        setFresh(true);
        setReady(true);
      },
      (error: { message?: string; shown?: boolean }) => {
        if (!live) return;
        if (!error?.shown) toastError(error?.message || "Has Error");
        endSession();
        navigate(`/login?redirect=${encodeURIComponent(wanted)}`, { replace: true });
      },
    );
    return () => {
      live = false;
    };
    // Runs once per session token.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);

  if (!token) return <Navigate to={`/login?redirect=${encodeURIComponent(wanted)}`} replace />;
  if (!ready) {
    return (
      <div style={{ height: "100vh", display: "grid", placeItems: "center" }}>
        <Spin size="large" />
      </div>
    );
  }
  return (
    <>
      <SessionFreshContext.Provider value={fresh}>
        <Fragment key={generation}>{children}</Fragment>
      </SessionFreshContext.Provider>
      <SessionRenewalHost />
    </>
  );
}
