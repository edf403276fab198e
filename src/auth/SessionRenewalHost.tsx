import { lazy, Suspense, useEffect, useState } from "react";
import { flushSync } from "react-dom";
import { useWarnAboutChange } from "@refinedev/core";
import { setSessionRenewal, type RenewalResult } from "../../providers/http";

const SessionRenewalDialog = lazy(() => import("./SessionRenewalDialog"));

/**
 * While a page is open, a session that ends (signed out elsewhere, disabled, expired) asks for
 * a sign-in over the page instead of leaving it: the HTTP client holds the failed calls until
 * this answers (providers/http.ts). Mounted only once the session is loaded, so a 401 at boot
 * still goes straight to the sign-in page.
 */
export function SessionRenewalHost() {
  const { setWarnWhen } = useWarnAboutChange();
  const [answer, setAnswer] = useState<(result: RenewalResult) => void>();

  useEffect(() => {
    let current: ((result: RenewalResult) => void) | undefined;
    const undo = setSessionRenewal(
      () =>
        new Promise<RenewalResult>((resolve) => {
          current = resolve;
          setAnswer(() => resolve);
        }),
    );
    return () => {
      undo();
      // Unmounted while asking (the console went away): the held calls end with the session.
      current?.("cancelled");
    };
  }, []);

  if (!answer) return null;
  const finish = (result: RenewalResult) => {
    // Leaving the page is the user's choice here: no unsaved-changes prompt on the way out.
    if (result !== "renewed") flushSync(() => setWarnWhen(false));
    setAnswer(undefined);
    answer(result);
    // Another account: a fresh console, nothing of the old account's pages kept.
    if (result === "switched") setTimeout(() => window.location.assign("/dashboard"), 0);
  };
  return (
    <Suspense fallback={null}>
      <SessionRenewalDialog onDone={finish} />
    </Suspense>
  );
}
