/** antd's form-item messages: the holder appears with the first message, items join it later. */
const EXPLAIN = "ant-form-item-explain";

/**
 * antd shows a form field's error under it (and ties it to the field with aria-describedby, read
 * when the field is focused), but in no live region: a screen reader does not hear it appear.
 * This watches the page for antd's error holders as they appear and makes each one an alert, so
 * its messages are read out where they are (a copy in a separate live region would put every
 * message on the page twice), once for every form of the console. Only the nodes added are looked
 * at, by their class: a list rendering its rows costs a check per inserted subtree.
 */
export function watchFormErrors(root: Node = document.body): () => void {
  if (typeof MutationObserver === "undefined") return () => undefined;
  const announce = (node: Node) => {
    if (!(node instanceof Element)) return;
    const holders = node.classList.contains(EXPLAIN) ? [node] : Array.from(node.getElementsByClassName(EXPLAIN));
    for (const holder of holders) if (!holder.hasAttribute("role")) holder.setAttribute("role", "alert");
  };
  const observer = new MutationObserver((records) => {
    for (const record of records) record.addedNodes.forEach(announce);
  });
  observer.observe(root, { childList: true, subtree: true });
  // What the console's first render already put on the page (it renders the page before effects run).
  announce(root);
  return () => observer.disconnect();
}
