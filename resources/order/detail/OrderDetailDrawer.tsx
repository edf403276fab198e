import { useEffect, useState } from "react";
import { Button, Descriptions, Drawer, Empty, Space, Spin, Table, Timeline, Typography } from "antd";
import { useOne } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { canDo } from "../../../providers/accessControl";
import { EnumTag } from "../../../src/enums/EnumTag";
import { ORDER_REFUND_STATUS, ORDER_STATUS, ORDER_TYPE, PAY_TYPE, SHIPPING_TYPE } from "../../../src/enums/order";
import { formatTime } from "../../../src/widgets/format";
import { ORDER_AUTH as A } from "../area";
import { ORDER } from "../endpoints";
import { orderActions, type OrderAction } from "../list/rowActions";
import { mayDo } from "../list/useOrderActions";
import { money, ProductCell } from "../shared/ProductCell";
import { useActionQuery } from "../shared/useActionQuery";
import type { OrderDetailInfo, OrderInvoice, OrderLine } from "../types";
import { EditShipmentDialog } from "../ship/EditShipmentDialog";
import { ShipmentCard } from "./ShipmentCard";
import { orderTimeline } from "./timeline";

interface OrderDetailDrawerProps {
  orderNo: string;
  onClose: () => void;
  perform: (action: OrderAction, order: { orderNo: string; merchantRemark?: string }) => void;
  /** Raised after a change: read the order again. */
  version: number;
}

/** "0", "0.00": a decimal string read as text, never as a float. */
const isZero = (value: string | null | undefined) => !value || /^0*(\.0*)?$/.test(value);

/** The amounts, as the server wrote them (decimal strings); discounts of nothing are left out. */
function Amounts({ order }: { order: OrderDetailInfo }) {
  const { t } = useTranslation();
  const discounts: Array<[string, string, string]> = [
    ["merCouponPrice", order.merCouponPrice, ""],
    ["platCouponPrice", order.platCouponPrice, ""],
    ["integral", order.integralPrice, ` (${t("order.detail.points", { n: order.useIntegral })})`],
    ["svipDiscountPrice", order.svipDiscountPrice, ""],
  ];
  const rows: Array<[string, string]> = [
    ["proTotalPrice", money(order.proTotalPrice)],
    ["postage", money(order.payPostage)],
    ...discounts.filter(([, value]) => !isZero(value)).map(([key, value, note]): [string, string] => [key, `-${money(value)}${note}`]),
  ];
  return (
    <Descriptions size="small" column={2} title={t("order.detail.amounts")} data-testid="order-detail-amounts">
      {rows.map(([key, value]) => (
        <Descriptions.Item key={key} label={t(`order.fields.${key}`)}>
          {value}
        </Descriptions.Item>
      ))}
      <Descriptions.Item label={t("order.fields.payPrice")}>
        <Typography.Text strong type="danger">
          {money(order.payPrice)}
        </Typography.Text>
      </Descriptions.Item>
    </Descriptions>
  );
}

function Lines({ lines }: { lines: OrderLine[] }) {
  const { t } = useTranslation();
  return (
    <Table<OrderLine>
      size="small"
      rowKey="id"
      pagination={false}
      dataSource={lines}
      columns={[
        { title: t("order.fields.product"), key: "p", render: (_, l) => <ProductCell image={l.image} productName={l.productName} sku={l.sku} price={l.price} num={l.payNum} /> },
        { title: t("order.fields.linePay"), dataIndex: "payPrice", width: 100, render: (v: string) => money(v) },
        { title: t("order.ship.shipped"), dataIndex: "deliveryNum", width: 80 },
        { title: t("order.refundDialog.refunded"), dataIndex: "refundNum", width: 80 },
      ]}
    />
  );
}

/** 订单详情: buyer, address, amounts, lines, shipments with tracking, steps, remark and the actions. */
export function OrderDetailDrawer({ orderNo, onClose, perform, version }: OrderDetailDrawerProps) {
  const { t } = useTranslation();
  const one = useOne<OrderDetailInfo>({ resource: ORDER.orders, id: orderNo, queryOptions: { enabled: canDo(A.info) } });
  const invoices = useActionQuery<OrderInvoice[]>({ resource: ORDER.orders, action: "invoices", payload: { orderNo }, authority: A.invoices });
  const order = one.result;
  const refetchOrder = one.query.refetch;
  const refetchInvoices = invoices.refetch;
  const [editing, setEditing] = useState<OrderInvoice>();
  useEffect(() => {
    if (version > 0) {
      void refetchOrder();
      void refetchInvoices();
    }
  }, [version, refetchOrder, refetchInvoices]);

  const actions = order ? orderActions(order, mayDo).filter((a) => a !== "detail") : [];
  return (
    <Drawer
      open
      width={860}
      onClose={onClose}
      title={t("order.detail.title", { orderNo })}
      drawerRender={(node) => <div data-testid="order-detail" style={{ height: "100%" }}>{node}</div>}
      extra={
        <Space wrap>
          {order &&
            actions.map((action) => (
              <Button key={action} size="small" danger={action === "delete"} onClick={() => perform(action, order)} data-testid={`order-detail-${action}`}>
                {t(`order.actions.${action}`)}
              </Button>
            ))}
        </Space>
      }
    >
      {!order ? (
        <Spin />
      ) : (
        <Space direction="vertical" size={20} style={{ width: "100%" }}>
          <Descriptions size="small" column={2} title={t("order.detail.order")}>
            <Descriptions.Item label={t("order.fields.status")}>
              <span data-testid="order-detail-status">
                <EnumTag table={ORDER_STATUS} value={order.status} />
                {order.refundStatus !== 0 && <EnumTag table={ORDER_REFUND_STATUS} value={order.refundStatus} />}
              </span>
            </Descriptions.Item>
            <Descriptions.Item label={t("order.fields.type")}>
              <EnumTag table={ORDER_TYPE} value={order.type} />
            </Descriptions.Item>
            <Descriptions.Item label={t("order.fields.payType")}>{order.paid ? <EnumTag table={PAY_TYPE} value={order.payType} /> : t("order.detail.unpaid")}</Descriptions.Item>
            <Descriptions.Item label={t("order.fields.shippingType")}>
              <EnumTag table={SHIPPING_TYPE} value={order.shippingType} />
            </Descriptions.Item>
            <Descriptions.Item label={t("order.fields.createTime")}>{formatTime(order.createTime)}</Descriptions.Item>
            <Descriptions.Item label={t("order.fields.payTime")}>{formatTime(order.payTime)}</Descriptions.Item>
            {order.shippingType === 2 && (
              <Descriptions.Item label={t("order.fields.verifyCode")}>
                <span data-testid="order-detail-verify-code">{order.verifyCode}</span>
              </Descriptions.Item>
            )}
          </Descriptions>
          <Descriptions size="small" column={2} title={t("order.detail.buyer")}>
            <Descriptions.Item label={t("order.fields.buyer")}>
              {t("order.detail.userWithId", { name: order.nickname, uid: order.uid })}
            </Descriptions.Item>
            <Descriptions.Item label={t("order.fields.phone")}>{order.phone}</Descriptions.Item>
            <Descriptions.Item label={t("order.fields.receiver")}>
              {order.realName} {order.userPhone}
            </Descriptions.Item>
            <Descriptions.Item label={t("order.fields.address")}>{order.userAddress}</Descriptions.Item>
            <Descriptions.Item label={t("order.fields.userRemark")} span={2}>
              {order.userRemark || "-"}
            </Descriptions.Item>
            <Descriptions.Item label={t("order.fields.merchantRemark")} span={2}>
              <span data-testid="order-detail-remark">{order.merchantRemark || "-"}</span>
              {mayDo("mark") && (
                <Button type="link" size="small" onClick={() => perform("mark", order)} data-testid="order-detail-edit-remark">
                  {t("order.mark.edit")}
                </Button>
              )}
            </Descriptions.Item>
          </Descriptions>
          <Amounts order={order} />
          <div>
            <Typography.Title level={5}>{t("order.detail.lines")}</Typography.Title>
            <Lines lines={order.orderDetailList} />
          </div>
          <div>
            <Typography.Title level={5}>{t("order.detail.shipments")}</Typography.Title>
            {invoices.data?.length ? (
              <Space direction="vertical" style={{ width: "100%" }}>
                {invoices.data.map((invoice, index) => (
                  <ShipmentCard key={invoice.id} invoice={invoice} index={index} onEdit={setEditing} />
                ))}
              </Space>
            ) : (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("order.detail.noShipments")} />
            )}
          </div>
          <div>
            <Typography.Title level={5}>{t("order.detail.timeline")}</Typography.Title>
            <Timeline
              data-testid="order-detail-timeline"
              items={orderTimeline(order, invoices.data ?? []).map((step) => ({
                children: (
                  <>
                    <div>{t(step.label, step.values)}</div>
                    <Typography.Text type="secondary">{formatTime(step.time)}</Typography.Text>
                  </>
                ),
              }))}
            />
          </div>
        </Space>
      )}
      {editing && (
        <EditShipmentDialog
          invoice={editing}
          onClose={() => setEditing(undefined)}
          onDone={() => {
            setEditing(undefined);
            void refetchInvoices();
          }}
        />
      )}
    </Drawer>
  );
}
