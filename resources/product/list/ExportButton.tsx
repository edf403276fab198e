import { useState } from "react";
import { Button } from "antd";
import { DownloadOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import { downloadFrom } from "../../../providers/dataProvider";
import { PRODUCT, productEndpoints } from "../endpoints";
import type { QueryParams } from "../../../providers/filters";

/** Downloads the .xlsx of the current tab and filters (`product/export/excel`). */
export function ExportButton({ query }: { query: QueryParams }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const endpoint = productEndpoints[PRODUCT.products]!.actions!.export!;
  const run = async () => {
    setBusy(true);
    try {
      await downloadFrom(endpoint, query, "products.xlsx");
    } catch {
      // Already shown by the HTTP client.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<DownloadOutlined />} loading={busy} onClick={() => void run()} data-testid="product-export">
      {t("product.list.export")}
    </Button>
  );
}
