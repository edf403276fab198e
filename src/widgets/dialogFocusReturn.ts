/** antd's dialog and drawer roots (both portal into the body). */
const LAYER = ".ant-modal-wrap, .ant-drawer";

/** In the page and laid out (not `display: none`); dialogs are fixed, so `offsetParent` cannot tell. */
const shown = (element: Element) => element.isConnected && element.getClientRects().length > 0;

/**
 * antd gives focus back to what opened a dialog or drawer only when the dialog itself closes,
 * after its closing motion, and only to an element still there. Most of the console's dialogs
 * are mounted while open and dropped when closed (`{open && <Dialog/>}`, so a closed one keeps no
 * state): focus then falls to the page's body, and a keyboard user starts again from the top.
 * This remembers, for each dialog focus enters, the element that had focus before, and when the
 * dialog is gone with focus on nothing, focuses that element again (or, if a list redrew it, the
 * element with its test id), once for every dialog of the console. When neither is there any
 * more (the list loaded other rows while the dialog was open), focus goes to the page's main
 * landmark, so the keyboard carries on in the page rather than from the top of the document.
 */
export function returnFocusFromDialogs(doc: Document = document): () => void {
  if (typeof MutationObserver === "undefined") return () => undefined;
  let lastFocused: HTMLElement | null = null;
  /** Each dialog focus entered, with the element focused before it; in the order they opened. */
  const openers = new Map<Element, HTMLElement>();

  const onFocusIn = (event: FocusEvent) => {
    const target = event.target as HTMLElement;
    const layer = target.closest?.(LAYER);
    if (layer && !openers.has(layer) && lastFocused && !layer.contains(lastFocused)) openers.set(layer, lastFocused);
    lastFocused = target;
  };

  const giveBack = () => {
    if (doc.activeElement && doc.activeElement !== doc.body) return;
    let closed = false;
    for (const [layer, opener] of [...openers].reverse()) {
      if (shown(layer)) return;
      openers.delete(layer);
      closed = true;
      const testId = opener.dataset.testid;
      const target = shown(opener) ? opener : testId ? doc.querySelector<HTMLElement>(`[data-testid="${CSS.escape(testId)}"]`) : null;
      if (target && shown(target)) {
        target.focus();
        return;
      }
    }
    const main = doc.querySelector<HTMLElement>("main[tabindex]");
    if (closed && main && shown(main)) main.focus();
  };
  // A dialog leaves by its portal's element leaving the body, or by being hidden (then focus
  // leaves it for nothing); look once the browser has settled the change.
  const later = () => setTimeout(giveBack, 0);
  const onFocusOut = (event: FocusEvent) => {
    if (event.relatedTarget === null && (event.target as HTMLElement).closest?.(LAYER)) later();
  };
  const observer = new MutationObserver(later);
  observer.observe(doc.body, { childList: true });
  doc.addEventListener("focusin", onFocusIn, true);
  doc.addEventListener("focusout", onFocusOut, true);
  return () => {
    observer.disconnect();
    doc.removeEventListener("focusin", onFocusIn, true);
    doc.removeEventListener("focusout", onFocusOut, true);
  };
}
