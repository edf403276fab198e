const REQUIRED = "aria-required";

/**
 * Where each grouping control's `aria-required` belongs: a select's on its text box (the
 * combobox); a radio group's on the group, as a `radiogroup`; a checkbox group has no role that
 * may carry it (ARIA allows it on neither `group` nor `checkbox`), so it is dropped there: the
 * label's mark and the rule's message say the field is required.
 */
const REPAIRS: Record<string, (box: Element, value: string) => void> = {
  "ant-select": (box, value) => box.querySelector('input[role="combobox"]')?.setAttribute(REQUIRED, value),
  "ant-radio-group": (box, value) => {
    box.setAttribute("role", "radiogroup");
    box.setAttribute(REQUIRED, value);
  },
  "ant-checkbox-group": () => undefined,
};

function moveRequired(box: Element, className: string) {
  const value = box.getAttribute(REQUIRED);
  if (value === null || (className === "ant-radio-group" && box.getAttribute("role") === "radiogroup")) return;
  box.removeAttribute(REQUIRED);
  REPAIRS[className]!(box, value);
}

function repair(node: Node) {
  if (!(node instanceof Element)) return;
  for (const className of Object.keys(REPAIRS)) {
    const owner = node.closest(`.${className}`);
    if (owner) moveRequired(owner, className);
    for (const box of node.getElementsByClassName(className)) moveRequired(box, className);
  }
}

/**
 * antd's form item marks a required field's control with `aria-required`; on a select, a radio or
 * a checkbox group it lands on the outer box, a plain `div` where ARIA does not allow it (and a screen reader
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
  // What the console's first render already put on the page (it renders the page before effects run).
  repair(root);
  observer.takeRecords();
  return () => observer.disconnect();
}
