const SELECT = "ant-select";
const REQUIRED = "aria-required";

/** Puts a select's `aria-required` on its text box (the combobox), where it is allowed and read. */
function moveRequired(select: Element) {
  const value = select.getAttribute(REQUIRED);
  if (value === null) return;
  select.querySelector('input[role="combobox"]')?.setAttribute(REQUIRED, value);
  select.removeAttribute(REQUIRED);
}

function repair(node: Node) {
  if (!(node instanceof Element)) return;
  const owner = node.closest(`.${SELECT}`);
  if (owner) moveRequired(owner);
  for (const select of node.getElementsByClassName(SELECT)) moveRequired(select);
}

/**
 * antd's form item marks a required field's control with `aria-required`; on a select it lands
 * on the select's outer box, a plain `div` where ARIA does not allow it (and a screen reader
 * never hears it), not on the combobox inside. This moves it there as selects appear or are
 * marked, once for every form of the console (started with the console, as the form errors'
 * announcer is). Only the nodes added and that one attribute are looked at.
 */
export function watchSelectRequired(root: Node = document.body): () => void {
  if (typeof MutationObserver === "undefined") return () => undefined;
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === "attributes") repair(record.target);
      else record.addedNodes.forEach(repair);
    }
    // Its own removals need no second look.
    observer.takeRecords();
  });
  observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: [REQUIRED] });
  return () => observer.disconnect();
}
