import type { OrderInvoice } from "../types";

export interface ShipmentValues {
  expressCode?: string;
  expressNumber?: string;
  deliveryCarrier?: string;
  carrierPhone?: string;
  deliveryMark?: string;
}

/** The edit's body: only the fields of the shipment's own delivery type (contract §3.11). */
export function shipmentUpdateBody(invoice: OrderInvoice, values: ShipmentValues) {
  if (invoice.deliveryType === "express") {
    // An e-sheet's number came from the provider: it stays unless a new one is typed.
    const recordType = invoice.expressRecordType === "2" ? "2" : "1";
    return { id: invoice.id, expressRecordType: recordType, expressCode: values.expressCode, expressNumber: values.expressNumber?.trim() || undefined };
  }
  if (invoice.deliveryType === "merchant") return { id: invoice.id, deliveryCarrier: values.deliveryCarrier?.trim(), carrierPhone: values.carrierPhone?.trim() };
  return { id: invoice.id, deliveryMark: values.deliveryMark?.trim() ?? "" };
}
