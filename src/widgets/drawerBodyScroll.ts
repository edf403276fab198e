const BODY = "ant-drawer-body";

function makeScrollable(body: Element) {
  if (body.hasAttribute("tabindex")) return;
  body.setAttribute("tabindex", "0");
  // Named as the drawer is (its title), so the stop is announced as that drawer's content.
  const labelledBy = body.closest('[role="dialog"]')?.getAttribute("aria-labelledby");
  body.setAttribute("role", "region");
  if (labelledBy) body.setAttribute("aria-labelledby", labelledBy);
}

/**
 * A drawer's body scrolls on its own; when it holds only text (a customer's or a refund's
 * details) nothing in it can take focus, so a keyboard user could not scroll it (WCAG 2.1.1).
 * Every drawer body becomes a Tab stop, named by the drawer's title, where the arrow keys scroll,
 * once for every drawer of the console (started with the console).
 */
export function watchDrawerBodies(root: Node = document.body): () => void {
  if (typeof MutationObserver === "undefined") return () => undefined;
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (!(node instanceof Element)) continue;
        if (node.classList.contains(BODY)) makeScrollable(node);
        for (const body of node.getElementsByClassName(BODY)) makeScrollable(body);
      }
    }
  });
  observer.observe(root, { childList: true, subtree: true });
  return () => observer.disconnect();
}
