import { useState } from "react";
import { Button } from "antd";
import { DownloadOutlined } from "@ant-design/icons";
import { toastInfo } from "../../providers/notify";
import type { QueryParams } from "../../providers/filters";
import { useRunAction } from "./useRunAction";

export interface ExportButtonProps {
  /** The endpoint-table row that answers `{fileName}`. */
  resource: string;
  action?: string;
  /** The list's current filters. */
  query: QueryParams;
  /** The button's text, its text while the file is made, and the note shown when it starts. */
  label: string;
  busyLabel: string;
  runningMessage: string;
  /** Name offered when the address has none. */
  fallbackName?: string;
  testId?: string;
}

/**
 * Gets a generated file: saved through a `download` link when it is on this origin; a file
 * elsewhere (a backend's media domain ignores `download`) opens in a new window instead.
 */
function fetchFile(url: string, fallbackName = "export.xlsx") {
  const target = new URL(url, window.location.href);
  if (target.origin !== window.location.origin) {
    window.open(target.href, "_blank", "noopener");
    return;
  }
  const link = document.createElement("a");
  link.href = target.href;
  link.download = decodeURIComponent(target.pathname.split("/").pop() || fallbackName);
  document.body.appendChild(link);
  link.click();
  link.remove();
}

/** 导出: asks the backend for the list as a workbook and downloads the file it answers. */
export function ExportButton({ resource, action = "export", query, label, busyLabel, runningMessage, fallbackName, testId }: ExportButtonProps) {
  const { run } = useRunAction();
  const [busy, setBusy] = useState(false);
  const exportNow = async () => {
    setBusy(true);
    toastInfo(runningMessage);
    try {
      const { fileName } = await run<{ fileName: string }>(resource, action, query);
      fetchFile(fileName, fallbackName);
    } catch {
      // Shown by the HTTP client.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<DownloadOutlined />} loading={busy} onClick={() => void exportNow()} data-testid={testId}>
      {busy ? busyLabel : label}
    </Button>
  );
}
