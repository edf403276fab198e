import { useState } from "react";
import { Button, Card, Empty, Spin, Timeline, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { canDo } from "../../../providers/accessControl";
import { ORDER_AUTH as A } from "../authorities";
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

/** One shipment: how it went, what it held, and its tracking for courier shipments. */
export function ShipmentCard({ invoice, index }: { invoice: OrderInvoice; index: number }) {
  const { t } = useTranslation();
  const [tracking, setTracking] = useState(false);
  const express = invoice.deliveryType === "express";
  return (
    <Card size="small" title={t("order.detail.shipment", { n: index + 1 })} extra={invoice.createTime} data-testid={`shipment-${index + 1}`}>
      <div>
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
      {express && canDo(A.logistics) && (
        <>
          <Button size="small" type="link" onClick={() => setTracking((v) => !v)} data-testid={`shipment-track-${index + 1}`}>
            {t("order.detail.track")}
          </Button>
          {tracking && <Tracking invoiceId={invoice.id} />}
        </>
      )}
    </Card>
  );
}
