import type { ReactNode } from "react";
import { Navigate } from "react-router";
import { getToken } from "../../providers/storage";

/** A signed-in user who opens /login goes to / (spec doc 1 §2.1). */
export function PublicOnly({ children }: { children: ReactNode }) {
  return getToken() ? <Navigate to="/" replace /> : <>{children}</>;
}
