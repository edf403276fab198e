import { UnsavedChangesNotifier } from "@refinedev/react-router";
import { useEffect, useMemo, useState } from "react";
import { Button, Card, Empty, Form } from "antd";
import { useCustom, useOne, type BaseRecord } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { currentAdmin } from "../../../providers/session";
import { PageHeader } from "../../../src/widgets/PageHeader";
import { useRunAction } from "../../../src/widgets/useRunAction";
import { useUnsavedGuard } from "../../../src/widgets/useUnsavedGuard";
import { DEFAULT_RECEIPT_LAYOUT, type ReceiptLayout } from "../../../server/shared/receiptLayout";
import type { MerchantPrint } from "../../../server/areas/printing/contract";
import { PRINTING } from "../endpoints";
import { PRINTERS_PATH } from "../area";
import { LayoutForm } from "./LayoutForm";
import { ReceiptPreview } from "./ReceiptPreview";
import { sampleOrder } from "./sampleOrder";
import { useAllowedEach } from "../../../src/access/useAllowed";

/**
 * /operation/printing/printreceipt/creatPrintreceipt/:id — 小票配置: what one printer's receipt
 * shows, with the receipt drawn beside the switches as they change.
 */
export default function LayoutEditorPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const printerId = Number(id);
  if (!Number.isInteger(printerId) || printerId <= 0) {
    return (
      <Card>
        <Empty description={t("printing.layout.noPrinter")}>
          <Link to={PRINTERS_PATH}>{t("printing.layout.toPrinters")}</Link>
        </Empty>
      </Card>
    );
  }
  return <LayoutEditor printerId={printerId} />;
}

function LayoutEditor({ printerId }: { printerId: number }) {
  const may = useAllowedEach(PRINTING.printers, ["show", "saveLayout"]);
  const { t } = useTranslation();
  const [form] = Form.useForm<ReceiptLayout>();
  const [layout, setLayout] = useState<ReceiptLayout>();
  const guard = useUnsavedGuard();
  const { run, pending } = useRunAction();
  const printer = useOne<MerchantPrint>({ resource: PRINTING.printers, id: printerId, queryOptions: { enabled: may.show } });
  const { query: saved } = useCustom<BaseRecord>({
    url: "",
    method: "get",
    config: { payload: { id: printerId } },
    meta: { resource: PRINTING.printers, action: "layout" },
    queryOptions: { queryKey: [PRINTING.printers, "layout", printerId], gcTime: 0 },
  });
  const order = useMemo(() => sampleOrder(t, currentAdmin()?.merName ?? ""), [t]);

  // The saved layout, or the default one for a printer never set up.
  useEffect(() => {
    if (!saved.isSuccess) return;
    const loaded: ReceiptLayout = { ...DEFAULT_RECEIPT_LAYOUT, ...((saved.data?.data ?? {}) as Partial<ReceiptLayout>) };
    form.setFieldsValue(loaded);
    setLayout(loaded);
  }, [saved.isSuccess, saved.data, form]);

  const save = async () => {
    await form.validateFields();
    const values: ReceiptLayout = { ...DEFAULT_RECEIPT_LAYOUT, ...form.getFieldsValue(true) };
    await run(PRINTING.printers, "saveLayout", { id: printerId, ...values }, t("printing.layout.saved"));
    guard.clear();
  };

  const name = printer.result?.printName;
  return (
    <>
      <UnsavedChangesNotifier translationKey="printing.layout.unsaved" message={t("printing.layout.unsaved")} />
      <PageHeader
        title={name ? t("printing.layout.titleOf", { name }) : t("titles.printing.layout")}
        backTo={PRINTERS_PATH}
        extra={
          may.saveLayout && (
            <Button type="primary" loading={pending} disabled={!layout} onClick={() => void save().catch(() => undefined)} data-testid="layout-save">
              {t("printing.common.save")}
            </Button>
          )
        }
      />
      <Card loading={saved.isLoading}>
        <div style={{ display: "flex", flexWrap: "wrap", gap: 32, alignItems: "flex-start" }}>
          <div style={{ flex: "1 1 480px", minWidth: 0 }}>
            <LayoutForm
              form={form}
              disabled={!may.saveLayout}
              onChange={(next) => {
                setLayout({ ...DEFAULT_RECEIPT_LAYOUT, ...next });
                guard.markDirty();
              }}
            />
          </div>
          <div style={{ position: "sticky", top: 16 }}>{layout && <ReceiptPreview layout={layout} order={order} />}</div>
        </div>
      </Card>
    </>
  );
}
