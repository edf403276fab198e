import { useEffect } from "react";
import { Button, Descriptions, Drawer, Image, Space, Spin, Timeline, Typography } from "antd";
import { useOne } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { EnumTag } from "../../../src/enums/EnumTag";
import { ORDER_STATUS, REFUND_STATUS } from "../../../src/enums/order";
import { formatTime } from "../../../src/widgets/format";
import { ORDER } from "../endpoints";
import { money, ProductCell } from "../shared/ProductCell";
import type { RefundDetail } from "../types";
import { AFTER_SALES_TYPE, RETURN_GOODS_TYPE } from "./afterSalesType";
import { refundActions, type RefundAction } from "./rowActions";
import { useMayDoRefund, type RefundDialog } from "./useRefundActions";
import { useAllowedEach } from "../../../src/access/useAllowed";

interface RefundDetailDrawerProps {
  refundOrderNo: string;
  onClose: () => void;
  perform: (action: RefundAction, row: RefundDialog["row"]) => void;
  version: number;
}

const pictures = (text: string) =>
  text
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);

/** 售后详情: the request (reason, pictures), the return, the steps, the order, the actions. */
export function RefundDetailDrawer({ refundOrderNo, onClose, perform, version }: RefundDetailDrawerProps) {
  const may = useAllowedEach(ORDER.refunds, ["show"]);
  const mayDoRefund = useMayDoRefund();
  const { t } = useTranslation();
  const one = useOne<RefundDetail>({ resource: ORDER.refunds, id: refundOrderNo, queryOptions: { enabled: may.show } });
  const refund = one.result;
  const refetch = one.query.refetch;
  useEffect(() => {
    if (version > 0) void refetch();
  }, [version, refetch]);
  const row = refund ? { refundOrderNo, afterSalesType: refund.afterSalesType, merRemark: refund.merRemark } : undefined;
  const actions = refund ? refundActions(refund, mayDoRefund).filter((a) => a !== "detail") : [];
  const order = refund?.orderInfoVo;

  return (
    <Drawer
      open
      width={820}
      onClose={onClose}
      title={t("order.refund.detailTitle", { refundOrderNo })}
      drawerRender={(node) => <div data-testid="refund-detail" style={{ height: "100%" }}>{node}</div>}
      extra={
        <Space wrap>
          {row &&
            actions.map((action) => (
              <Button key={action} size="small" danger={action === "rejectReceipt"} onClick={() => perform(action, row)} data-testid={`refund-detail-${action}`}>
                {t(`order.refund.actions.${action}`)}
              </Button>
            ))}
        </Space>
      }
    >
      {!refund || !order ? (
        <Spin />
      ) : (
        <Space direction="vertical" size={20} style={{ width: "100%" }}>
          <Descriptions size="small" column={2} title={t("order.refund.request")}>
            <Descriptions.Item label={t("order.refund.fields.status")}>
              <span data-testid="refund-detail-status">
                <EnumTag table={REFUND_STATUS} value={refund.refundStatus} />
              </span>
            </Descriptions.Item>
            <Descriptions.Item label={t("order.refund.fields.afterSalesType")}>
              <EnumTag table={AFTER_SALES_TYPE} value={refund.afterSalesType} />
            </Descriptions.Item>
            <Descriptions.Item label={t("order.refund.fields.refundPrice")}>
              <Typography.Text type="danger">{money(refund.refundPrice)}</Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label={t("order.refund.fields.applyNum")}>{refund.applyRefundNum}</Descriptions.Item>
            <Descriptions.Item label={t("order.fields.product")} span={2}>
              <ProductCell image={refund.image} productName={refund.productName} sku={refund.sku} price={refund.price} num={refund.payNum} />
            </Descriptions.Item>
            <Descriptions.Item label={t("order.refund.fields.reasonWap")} span={2}>
              {refund.refundReasonWap}
            </Descriptions.Item>
            <Descriptions.Item label={t("order.refund.fields.explain")} span={2}>
              {refund.refundReasonWapExplain || "-"}
            </Descriptions.Item>
            <Descriptions.Item label={t("order.refund.fields.pictures")} span={2}>
              {pictures(refund.refundReasonWapImg).length ? (
                <Image.PreviewGroup>
                  <Space wrap>
                    {pictures(refund.refundReasonWapImg).map((src, i) => (
                      <Image key={src} src={src} alt={`${t("order.refund.fields.pictures")} ${i + 1}`} width={64} height={64} style={{ objectFit: "cover" }} />
                    ))}
                  </Space>
                </Image.PreviewGroup>
              ) : (
                "-"
              )}
            </Descriptions.Item>
            {refund.refundReason ? (
              <Descriptions.Item label={t("order.refund.fields.refuseReason")} span={2}>
                <span data-testid="refund-detail-refuse-reason">{refund.refundReason}</span>
              </Descriptions.Item>
            ) : null}
            <Descriptions.Item label={t("order.refund.fields.merRemark")} span={2}>
              {refund.merRemark || "-"}
            </Descriptions.Item>
          </Descriptions>
          {refund.afterSalesType === 2 && (
            <Descriptions size="small" column={2} title={t("order.refund.returnGoods")}>
              <Descriptions.Item label={t("order.refund.fields.returnGoodsType")}>
                <EnumTag table={RETURN_GOODS_TYPE} value={refund.returnGoodsType} />
              </Descriptions.Item>
              <Descriptions.Item label={t("order.refund.fields.tracking")}>
                {refund.trackingNumber ? `${refund.expressName} ${refund.trackingNumber}` : "-"}
              </Descriptions.Item>
              <Descriptions.Item label={t("order.refund.fields.receiver")} span={2}>
                {refund.receiver ? `${refund.receiver} ${refund.receiverPhone} ${refund.receiverAddressDetail}` : "-"}
              </Descriptions.Item>
            </Descriptions>
          )}
          <Descriptions size="small" column={2} title={t("order.refund.orderInfo")}>
            <Descriptions.Item label={t("order.fields.orderNo")}>{order.orderNo}</Descriptions.Item>
            <Descriptions.Item label={t("order.fields.status")}>
              <EnumTag table={ORDER_STATUS} value={order.status} />
            </Descriptions.Item>
            <Descriptions.Item label={t("order.fields.buyer")}>
              {t("order.detail.userWithId", { name: order.nickname, uid: order.uid })}
            </Descriptions.Item>
            <Descriptions.Item label={t("order.fields.payPrice")}>{money(order.payPrice)}</Descriptions.Item>
            <Descriptions.Item label={t("order.fields.receiver")}>
              {order.realName} {order.userPhone}
            </Descriptions.Item>
            <Descriptions.Item label={t("order.fields.address")}>{order.userAddress}</Descriptions.Item>
            <Descriptions.Item label={t("order.fields.createTime")}>{formatTime(order.createTime)}</Descriptions.Item>
            <Descriptions.Item label={t("order.fields.payTime")}>{formatTime(order.payTime)}</Descriptions.Item>
          </Descriptions>
          <div>
            <Typography.Title level={5}>{t("order.refund.timeline")}</Typography.Title>
            <Timeline
              data-testid="refund-detail-timeline"
              items={refund.statusList.map((s) => ({
                children: (
                  <>
                    <div>{s.changeMessage}</div>
                    <Typography.Text type="secondary">{formatTime(s.createTime)}</Typography.Text>
                  </>
                ),
              }))}
            />
          </div>
        </Space>
      )}
    </Drawer>
  );
}
