import { useState } from "react";
import { Button, Card, Empty, Space, Spin, Timeline, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { canDo } from "../../../providers/accessControl";
import { ORDER_AUTH as A } from "../area";
import { ORDER } from "../endpoints";
import { useActionQuery } from "../shared/useActionQuery";
import type { LogisticsResult, OrderInvoice } from "../types";

/** The tracking of one courier shipment, newest event first. */
function Tracking({ invoiceId }: { invoiceId: number }) {
  const { t } = useTranslation();
  const { data, loading } = useActionQuery<LogisticsResult>({ resource: ORDER.orders, action: "logistics", payload: { invoiceId }, authority: A.logistics });
  if (loading) return <Spin size="small" />;
  if (!data?.list.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("order.detail.noTracking")} />;
  return (
    <Timeline
      style={{ marginTop: 12 }}
      data-testid={`tracking-${invoiceId}`}
      items={data.list.map((event) => ({ children: <><div>{event.status}</div><Typography.Text type="secondary">{event.time}</Typography.Text></> }))}
    />
  );
}

/** One shipment: how it went, what it held, its tracking for courier shipments, and the edit of its delivery details. */
export function ShipmentCard({ invoice, index, onEdit }: { invoice: OrderInvoice; index: number; onEdit: (invoice: OrderInvoice) => void }) {
  const { t } = useTranslation();
  const [tracking, setTracking] = useState(false);
  const express = invoice.deliveryType === "express";
  return (
    <Card size="small" title={t("order.detail.shipment", { n: index + 1 })} extra={invoice.createTime} data-testid={`shipment-${index + 1}`}>
      <div data-testid={`shipment-delivery-${index + 1}`}>
        {express && t("order.detail.express", { name: invoice.expressName, number: invoice.trackingNumber })}
        {invoice.deliveryType === "merchant" && t("order.detail.merchantDelivery", { carrier: invoice.deliveryCarrier, phone: invoice.carrierPhone })}
        {invoice.deliveryType === "noNeed" && t("order.detail.noNeed")}
        {invoice.deliveryMark && <div>{t("order.detail.deliveryMark", { mark: invoice.deliveryMark })}</div>}
      </div>
      <ul style={{ margin: "8px 0 0", paddingLeft: 18 }}>
        {invoice.detailList.map((l) => (
          <li key={l.id}>
            {l.productName}（{l.sku}）× {l.num}
          </li>
        ))}
      </ul>
      <Space size={0} wrap>
        {canDo(A.updateInvoice) && (
          <Button size="small" type="link" onClick={() => onEdit(invoice)} data-testid={`shipment-edit-${index + 1}`}>
            {t("order.editShipment.edit")}
          </Button>
        )}
        {express && canDo(A.logistics) && (
          <Button size="small" type="link" onClick={() => setTracking((v) => !v)} data-testid={`shipment-track-${index + 1}`}>
            {t("order.detail.track")}
          </Button>
        )}
      </Space>
      {express && tracking && <Tracking invoiceId={invoice.id} />}
    </Card>
  );
}
