import { useMemo } from "react";
import { Form } from "antd";
import { useTranslation } from "react-i18next";
import { FormDialog } from "../../../src/widgets/FormDialog";
import { useRunAction } from "../../../src/widgets/useRunAction";
import { ORDER } from "../endpoints";
import type { OrderInvoice } from "../types";
import { CourierField, DeliveryMarkField, MerchantDeliveryFields, TrackingNumberField, useOpenCouriers } from "./DeliveryFields";
import { shipmentUpdateBody, type ShipmentValues } from "./shipmentUpdate";
import { shipRules } from "./shipRules";

/** 修改配送信息: the ship form's fields for the shipment's delivery type, filled with what it holds. */
export function EditShipmentDialog({ invoice, onClose, onDone }: { invoice: OrderInvoice; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ShipmentValues>();
  const { run } = useRunAction();
  const rules = useMemo(() => shipRules(t), [t]);
  const express = invoice.deliveryType === "express";
  const couriers = useOpenCouriers();

  const submit = async (values: ShipmentValues) => {
    await run(ORDER.orders, "updateInvoice", shipmentUpdateBody(invoice, values), t("order.editShipment.done"));
    onDone();
  };

  return (
    <FormDialog
      title={t("order.editShipment.title")}
      form={form}
      width={560}
      labelWidth={6}
      testId="edit-shipment-dialog"
      okTestId="edit-shipment-submit"
      initialValues={{
        expressCode: invoice.expressCode || undefined,
        expressNumber: invoice.trackingNumber,
        deliveryCarrier: invoice.deliveryCarrier,
        carrierPhone: invoice.carrierPhone,
        deliveryMark: invoice.deliveryMark,
      }}
      onClose={onClose}
      onSubmit={submit}
    >
      {express && (
        <>
          <CourierField couriers={couriers} rules={rules} current={{ code: invoice.expressCode, name: invoice.expressName }} />
          <TrackingNumberField rules={rules} required={invoice.expressRecordType !== "2"} />
        </>
      )}
      {invoice.deliveryType === "merchant" && <MerchantDeliveryFields form={form} rules={rules} />}
      {invoice.deliveryType === "noNeed" && <DeliveryMarkField rules={rules} />}
    </FormDialog>
  );
}
