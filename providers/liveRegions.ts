/**
 * The page's live regions: what appears in them is read out by screen readers without moving
 * the focus. antd renders its toasts (message, notification) into a container it creates on the
 * first toast, without a live region, so nothing was announced; here the container is a polite
 * live region that exists before the first toast. Form errors are alerts where they are shown
 * (src/widgets/formErrorAnnouncer.ts).
 */

function region(id: string): HTMLElement {
  let element = document.getElementById(id);
  if (!element) {
    element = document.createElement("div");
    element.id = id;
    element.setAttribute("role", "status");
    element.setAttribute("aria-live", "polite");
    // Each new toast or message is read alone, not everything the region still shows.
    element.setAttribute("aria-atomic", "false");
    document.body.appendChild(element);
  }
  return element;
}

export const TOAST_REGION_ID = "toast-region";

/** Where antd puts its toasts (`getContainer` of message and notification). */
export const toastContainer = (): HTMLElement => region(TOAST_REGION_ID);
