import { useState } from "react";
import { Button } from "antd";
import { DownloadOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import { toastInfo } from "../../../providers/notify";
import { useRunAction } from "../../../src/widgets/useRunAction";
import type { QueryParams } from "../../../providers/filters";
import { ORDER } from "../endpoints";
import type { ExportFile } from "../types";

/**
 * Gets the generated workbook: saved through a `download` link when it is on this origin; a
 * file elsewhere (a backend's media domain ignores `download`) opens in a new window instead.
 */
function fetchFile(url: string) {
  const target = new URL(url, window.location.href);
  if (target.origin !== window.location.origin) {
    window.open(target.href, "_blank", "noopener");
    return;
  }
  const link = document.createElement("a");
  link.href = target.href;
  link.download = decodeURIComponent(target.pathname.split("/").pop() || "orders.xlsx");
  document.body.appendChild(link);
  link.click();
  link.remove();
}

/** 导出: the current tab and filters as an .xlsx (`export/order/excel` answers its address). */
export function ExportOrdersButton({ query }: { query: QueryParams }) {
  const { t } = useTranslation();
  const { run } = useRunAction();
  const [busy, setBusy] = useState(false);
  const exportNow = async () => {
    setBusy(true);
    toastInfo(t("order.export.running"));
    try {
      const { fileName } = await run<ExportFile>(ORDER.orders, "export", query);
      fetchFile(fileName);
    } catch {
      // Shown by the HTTP client.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<DownloadOutlined />} loading={busy} onClick={() => void exportNow()} data-testid="order-export">
      {busy ? t("order.export.busy") : t("order.export.button")}
    </Button>
  );
}
