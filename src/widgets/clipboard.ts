/** Puts text on the clipboard: the Clipboard API where allowed, else the selection fallback. Throws on failure. */
export async function writeClipboard(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return;
    } catch {
      // Not allowed here (no focus, insecure context): try the fallback.
    }
  }
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.style.position = "fixed";
  area.style.opacity = "0";
  document.body.appendChild(area);
  area.select();
  const copied = typeof document.execCommand === "function" && document.execCommand("copy");
  area.remove();
  if (!copied) throw new Error("copy refused");
}
