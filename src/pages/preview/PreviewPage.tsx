import { useEffect, useState } from "react";
import { Typography } from "antd";
import { useTranslation } from "react-i18next";
import { buildPreviewDocument, readPreviewMessage } from "./previewDocument";

/**
 * Flags of the preview frame: scripts run, but in an opaque origin (no `allow-same-origin`),
 * so they cannot read the console's cookies, storage or DOM.
 */
export const PREVIEW_SANDBOX = "allow-scripts allow-forms allow-modals allow-popups";

/**
 * `/preview`: renders form-generator output sent by a parent window (spec doc 2 §1). Only
 * messages from this console's own origin are accepted.
 */
export default function PreviewPage() {
  const { t } = useTranslation();
  const [doc, setDoc] = useState<string>();

  useEffect(() => {
    const receive = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      const payload = readPreviewMessage(event.data);
      if (payload) setDoc(buildPreviewDocument(payload));
    };
    window.addEventListener("message", receive);
    // Tell the opener or parent frame the page can take content now.
    const parent = window.opener ?? (window.parent !== window ? window.parent : null);
    parent?.postMessage({ type: "previewReady" }, window.location.origin);
    return () => window.removeEventListener("message", receive);
  }, []);

  if (doc === undefined) {
    return (
      <div style={{ padding: 48, textAlign: "center" }} data-testid="preview-waiting">
        <Typography.Text type="secondary">{t("widgets.preview.waiting")}</Typography.Text>
      </div>
    );
  }
  return (
    <iframe
      title={t("widgets.preview.title")}
      sandbox={PREVIEW_SANDBOX}
      srcDoc={doc}
      data-testid="preview-frame"
      style={{ border: 0, width: "100%", height: "100vh", display: "block" }}
    />
  );
}
