/**
 * The rich-text insertion mode (spec doc 2 §2): the picker page opened by an editor with
 * `?field=dialog` posts the chosen pictures to its opener (or parent frame) as image tags
 * instead of returning them. The editor side listens with `onLibraryMessage`.
 */
export const LIBRARY_MESSAGE = "crmeb-library";

export interface LibraryMessage {
  source: typeof LIBRARY_MESSAGE;
  /** `insert`: image tags for a rich-text editor; `pick`: the chosen URLs. */
  type: "insert" | "pick";
  html: string;
  urls: string[];
}

const escapeAttribute = (text: string) => text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/** `<img src="…">` for each URL, in order. */
export const imageTags = (urls: readonly string[]) => urls.map((url) => `<img src="${escapeAttribute(url)}">`).join("");

/** The window that opened the picker page: a parent frame, else the opener. */
function target(): Window | null {
  if (window.parent && window.parent !== window) return window.parent;
  return window.opener as Window | null;
}

/** Sends the chosen pictures to the editor; false when nobody opened this page. */
export function postToEditor(urls: readonly string[], insert: boolean): boolean {
  const to = target();
  if (!to) return false;
  const message: LibraryMessage = {
    source: LIBRARY_MESSAGE,
    type: insert ? "insert" : "pick",
    html: imageTags(urls),
    urls: [...urls],
  };
  to.postMessage(message, window.location.origin);
  return true;
}

/** For the editor: receives pictures sent by the picker page (same origin only). Returns the unsubscribe. */
export function onLibraryMessage(handler: (message: LibraryMessage) => void): () => void {
  const listener = (event: MessageEvent) => {
    const data = event.data as Partial<LibraryMessage> | null;
    if (event.origin !== window.location.origin || data?.source !== LIBRARY_MESSAGE) return;
    handler(data as LibraryMessage);
  };
  window.addEventListener("message", listener);
  return () => window.removeEventListener("message", listener);
}
