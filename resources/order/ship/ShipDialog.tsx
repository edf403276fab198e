import { useEffect, useMemo, useState } from "react";
import { Alert, Form, Radio, Switch, Tooltip, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { FormDialog } from "../../../src/widgets/FormDialog";
import { useRunAction } from "../../../src/widgets/useRunAction";
import { ORDER } from "../endpoints";
import { LineQuantities } from "../shared/LineQuantities";
import { useActionQuery } from "../shared/useActionQuery";
import { useLineChoice } from "../shared/useLineChoice";
import type { OrderDetailEntity } from "../types";
import { shippableUnits } from "./quantities";
import { eSheetState, shipRules } from "./shipRules";
import { CourierField, DeliveryMarkField, MerchantDeliveryFields, TrackingNumberField, useOpenCouriers } from "./DeliveryFields";
import { ESheetFields } from "./ESheetFields";

interface ShipValues {
  deliveryType: "express" | "merchant" | "noNeed";
  expressRecordType: "1" | "2";
  expressCode?: string;
  expressNumber?: string;
  expressTempId?: string;
  toName?: string;
  toTel?: string;
  toAddr?: string;
  deliveryCarrier?: string;
  carrierPhone?: string;
  deliveryMark?: string;
}

interface ShipDialogProps {
  orderNo: string;
  onClose: () => void;
  onDone: () => void;
}

/** 发货: courier (tracking number or e-sheet), own delivery or no shipment; whole or split. */
export function ShipDialog({ orderNo, onClose, onDone }: ShipDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ShipValues>();
  const { run } = useRunAction();
  const [split, setSplit] = useState(false);
  const lines = useActionQuery<OrderDetailEntity[]>({ resource: ORDER.orders, action: "lines", payload: { orderNo } });
  const couriers = useOpenCouriers();
  const courierList = couriers.list;
  const deliveryType = Form.useWatch("deliveryType", form) ?? "express";
  const recordType = Form.useWatch("expressRecordType", form) ?? "1";
  const eSheet = eSheetState();
  const rules = useMemo(() => shipRules(t), [t]);
  const shippable = useMemo(() => (lines.data ?? []).filter((l) => shippableUnits(l) > 0), [lines.data]);
  const choice = useLineChoice(shippable, shippableUnits);

  // Preselect the default courier once the list is in.
  useEffect(() => {
    const preferred = courierList.find((c) => c.isDefault) ?? courierList[0];
    if (preferred && !form.getFieldValue("expressCode")) form.setFieldValue("expressCode", preferred.code);
  }, [courierList, form]);

  const toggleSplit = (on: boolean) => {
    setSplit(on);
    if (on) choice.start();
    else choice.clearProblem();
  };

  const submit = async (values: ShipValues) => {
    const chosen = split ? choice.check() : undefined;
    if (split && !chosen) return;
    const body = { ...values, orderNo, isSplit: split, detailList: chosen };
    if (values.deliveryType !== "express") delete (body as Partial<ShipValues>).expressRecordType;
    await run(ORDER.orders, "send", body, t("order.ship.done"));
    onDone();
  };

  const { problem } = choice;

  return (
    <FormDialog
      title={t("order.ship.title")}
      form={form}
      width={760}
      labelWidth={5}
      okText={t("order.ship.submit")}
      testId="ship-dialog"
      okTestId="ship-submit"
      initialValues={{ deliveryType: "express", expressRecordType: "1" }}
      onClose={onClose}
      onSubmit={submit}
      after={
        <>
          {split && (
            <LineQuantities
              lines={lines.data ?? []}
              value={choice.value}
              onChange={choice.onChange}
              cap={shippableUnits}
              doneLabel={t("order.ship.shipped")}
              done={(l) => l.deliveryNum}
              testId="ship-lines"
            />
          )}
          {problem && (
            <Alert
              type="error"
              showIcon
              message={problem.kind === "none" ? t("order.ship.chooseLines") : t("order.ship.overCap", { cap: problem.cap })}
              style={{ marginTop: 12 }}
              data-testid="ship-problem"
            />
          )}
        </>
      }
    >
      <Form.Item name="deliveryType" label={t("order.ship.deliveryType")}>
        <Radio.Group data-testid="ship-type">
          <Radio value="express">{t("order.ship.types.express")}</Radio>
          <Radio value="merchant">{t("order.ship.types.merchant")}</Radio>
          <Radio value="noNeed">{t("order.ship.types.noNeed")}</Radio>
        </Radio.Group>
      </Form.Item>
      {deliveryType === "express" && (
        <>
          <Form.Item name="expressRecordType" label={t("order.ship.recordType")}>
            <Radio.Group>
              <Radio value="1">{t("order.ship.recordTypes.1")}</Radio>
              <Tooltip title={eSheet.reason ? t(eSheet.reason) : undefined}>
                <Radio value="2" disabled={!eSheet.enabled} data-testid="ship-esheet">
                  {t("order.ship.recordTypes.2")}
                </Radio>
              </Tooltip>
            </Radio.Group>
          </Form.Item>
          <CourierField couriers={couriers} rules={rules} />
          {recordType === "1" ? (
            <TrackingNumberField rules={rules} />
          ) : (
            <ESheetFields form={form} rules={rules} />
          )}
        </>
      )}
      {deliveryType === "merchant" && <MerchantDeliveryFields form={form} rules={rules} />}
      {deliveryType === "noNeed" && <DeliveryMarkField rules={rules} />}
      <Form.Item label={t("order.ship.split")}>
        <Switch checked={split} onChange={toggleSplit} disabled={!lines.data} aria-label={t("order.ship.split")} data-testid="ship-split" />
        <Typography.Text type="secondary" style={{ marginLeft: 8 }}>
          {t("order.ship.splitHint")}
        </Typography.Text>
      </Form.Item>
    </FormDialog>
  );
}
