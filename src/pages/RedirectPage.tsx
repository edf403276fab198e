import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";

/** `/redirect/<path>`: leaves and re-enters a page so it mounts afresh (tag refresh). */
export default function RedirectPage() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const target = location.pathname.replace(/^\/redirect/, "") || "/";
    navigate(target + location.search, { replace: true });
  }, [location, navigate]);
  return null;
}
