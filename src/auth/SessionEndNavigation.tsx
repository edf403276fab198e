import { useEffect } from "react";
import { useNavigate } from "react-router";
import { navigation } from "../../providers/http";
import { endSession } from "../../providers/authProvider";

/** The sign-in page's address that comes back to `location` afterwards. */
export const loginAddressFor = ({ pathname, search }: { pathname: string; search: string }) =>
  `/login?redirect=${encodeURIComponent(pathname + search)}`;

/**
 * While the console is mounted, a session that ends goes to the sign-in page through the
 * router: one navigation. A full page load on top of the router's own would land a moment
 * later and wipe the sign-in form someone has started typing into.
 */
export function SessionEndNavigation() {
  const navigate = useNavigate();
  useEffect(() => {
    const previous = navigation.toLogin;
    navigation.toLogin = () => {
      endSession();
      navigate(loginAddressFor(window.location), { replace: true });
    };
    return () => {
      navigation.toLogin = previous;
    };
  }, [navigate]);
  return null;
}
