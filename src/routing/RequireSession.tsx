import { useEffect, useState, type ReactNode } from "react";
import { Navigate, useLocation, useNavigate } from "react-router";
import { Spin } from "antd";
import { getToken } from "../../providers/storage";
import { loadAdminInfo, loadMenus, loadPublicConfig } from "../../providers/session";
import { endSession, startSession } from "../../providers/authProvider";
import { toastError } from "../../providers/notify";
import { SessionRenewalHost } from "../auth/SessionRenewalHost";

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
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const [handoffSearch] = useState(() => takeHandoff(location.search));
  const [ready, setReady] = useState(false);
  const token = getToken();
  const wanted = location.pathname + (handoffSearch ?? location.search);

  useEffect(() => {
    if (!token) return;
    let live = true;
    if (handoffSearch !== undefined) {
      navigate({ pathname: location.pathname, search: handoffSearch }, { replace: true });
      void loadPublicConfig().catch(() => undefined);
    }
    Promise.all([loadAdminInfo(), loadMenus()]).then(
      () => live && setReady(true),
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
      {children}
      <SessionRenewalHost />
    </>
  );
}
