/**
 * `callback` after `delayMs`, at the first idle moment from then on when `idle` (a plain
 * timeout where requestIdleCallback is missing). Returns the cancel.
 */
export function whenIdleAfter(delayMs: number, idle: boolean, callback: () => void): () => void {
  let idleId = 0;
  const timer = window.setTimeout(() => {
    if (idle && typeof window.requestIdleCallback === "function") idleId = window.requestIdleCallback(callback, { timeout: 3000 });
    else callback();
  }, delayMs);
  return () => {
    window.clearTimeout(timer);
    if (idleId) window.cancelIdleCallback(idleId);
  };
}
