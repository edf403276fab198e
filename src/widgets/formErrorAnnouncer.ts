import { announce } from "../../providers/liveRegions";

/** antd's form-item messages: the holder appears with the first message, items join it later. */
const EXPLAIN = "ant-form-item-explain";
const ERROR = "ant-form-item-explain-error";

function errorsIn(node: Element): string[] {
  if (node.classList.contains(ERROR)) return [node.textContent ?? ""];
  if (node.classList.contains(EXPLAIN)) return Array.from(node.getElementsByClassName(ERROR), (item) => item.textContent ?? "");
  return [];
}

/**
 * antd shows a form field's error under it (and ties it to the field with aria-describedby, read
 * when the field is focused), but in no live region: a screen reader does not hear it appear.
 * This watches the page for form errors as they appear and reads them out (providers/
 * liveRegions.ts), once for every form of the console. Only the nodes added are looked at, by
 * their class: a list rendering its rows costs a check per inserted subtree, not a search in it.
 */
export function watchFormErrors(root: Node = document.body): () => void {
  if (typeof MutationObserver === "undefined") return () => undefined;
  const observer = new MutationObserver((records) => {
    const found: string[] = [];
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (node instanceof Element) found.push(...errorsIn(node));
      }
    }
    const text = [...new Set(found.map((line) => line.trim()).filter(Boolean))].join("；");
    if (text) announce(text);
  });
  observer.observe(root, { childList: true, subtree: true });
  return () => observer.disconnect();
}
