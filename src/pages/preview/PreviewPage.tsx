import { useEffect, useRef, useState } from "react";
import { Typography } from "antd";
import { useTranslation } from "react-i18next";
import { buildPreviewDocument, readPreviewMessage } from "./previewDocument";

/**
 * Flags of the preview frame: scripts run, but in an opaque origin (no `allow-same-origin`),
 * so they cannot read the console's cookies, storage or DOM.
 */
export const PREVIEW_SANDBOX = "allow-scripts allow-forms allow-modals allow-popups";

/**
 * The frame's own page (src/public/preview/). The generated document carries inline scripts,
 * which the console's Content-Security-Policy refuses (a srcdoc frame would inherit it); the
 * server serves this page with a policy that allows them inside the sandbox only.
 */
export const PREVIEW_FRAME_URL = "/preview/frame.html";
export const PREVIEW_DOCUMENT_MESSAGE = "previewDocument";

/**
 * `/preview`: renders form-generator output sent by a parent window (spec doc 2 §1). Only
 * messages from this console's own origin are accepted.
 */
export default function PreviewPage() {
  const { t } = useTranslation();
  const [shown, setShown] = useState<{ doc: string; version: number }>();
  const frame = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    const receive = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      const payload = readPreviewMessage(event.data);
      // Each document gets a fresh frame: the frame shows one document and stops listening.
      if (payload) setShown((before) => ({ doc: buildPreviewDocument(payload), version: (before?.version ?? 0) + 1 }));
    };
    window.addEventListener("message", receive);
    // Tell the opener or parent frame the page can take content now.
    const parent = window.opener ?? (window.parent !== window ? window.parent : null);
    parent?.postMessage({ type: "previewReady" }, window.location.origin);
    return () => window.removeEventListener("message", receive);
  }, []);

  if (shown === undefined) {
    return (
      <div style={{ padding: 48, textAlign: "center" }} data-testid="preview-waiting">
        <Typography.Text type="secondary">{t("widgets.preview.waiting")}</Typography.Text>
      </div>
    );
  }
  return (
    <iframe
      key={shown.version}
      ref={frame}
      title={t("widgets.preview.title")}
      sandbox={PREVIEW_SANDBOX}
      src={PREVIEW_FRAME_URL}
      // The sandboxed frame's origin is opaque: "*" is the only target that reaches it.
      onLoad={() => frame.current?.contentWindow?.postMessage({ type: PREVIEW_DOCUMENT_MESSAGE, doc: shown.doc }, "*")}
      data-testid="preview-frame"
      style={{ border: 0, width: "100%", height: "100vh", display: "block" }}
    />
  );
}
