import { useEffect, useMemo, useState } from "react";
import { Alert, Form, Input, Modal, Radio, Select, Switch, Tooltip, Typography } from "antd";
import { useList } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { canDo } from "../../../providers/accessControl";
import { useRunAction } from "../../../src/widgets/useRunAction";
import { ORDER_AUTH as A } from "../authorities";
import { ORDER } from "../endpoints";
import { LineQuantities } from "../shared/LineQuantities";
import { useActionQuery } from "../shared/useActionQuery";
import type { MerchantExpress, OrderDetailEntity } from "../types";
import { detailList, fullQuantities, quantityProblem, shippableUnits, type Quantities } from "./quantities";
import { eSheetState, shipRules } from "./shipRules";
import { ESheetFields } from "./ESheetFields";
import { PersonnelPicker } from "./PersonnelPicker";

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
  const { run, pending } = useRunAction();
  const [split, setSplit] = useState(false);
  const [quantities, setQuantities] = useState<Quantities>({});
  const [problem, setProblem] = useState<string>();
  const lines = useActionQuery<OrderDetailEntity[]>({ resource: ORDER.orders, action: "lines", payload: { orderNo }, authority: A.lines });
  const couriers = useList<MerchantExpress>({
    resource: ORDER.couriers,
    pagination: { currentPage: 1, pageSize: 50 },
    filters: [{ field: "openStatus", operator: "eq", value: true }],
    queryOptions: { enabled: canDo(A.couriers) },
  });
  const courierList = couriers.result.data;
  const deliveryType = Form.useWatch("deliveryType", form) ?? "express";
  const recordType = Form.useWatch("expressRecordType", form) ?? "1";
  const eSheet = eSheetState();
  const rules = useMemo(() => shipRules(t), [t]);
  const shippable = useMemo(() => (lines.data ?? []).filter((l) => shippableUnits(l) > 0), [lines.data]);

  // Preselect the default courier once the list is in.
  useEffect(() => {
    const preferred = courierList.find((c) => c.isDefault) ?? courierList[0];
    if (preferred && !form.getFieldValue("expressCode")) form.setFieldValue("expressCode", preferred.code);
  }, [courierList, form]);

  const toggleSplit = (on: boolean) => {
    setSplit(on);
    setProblem(undefined);
    if (on) setQuantities(fullQuantities(shippable, shippableUnits));
  };

  const submit = async (values: ShipValues) => {
    if (split) {
      const wrong = quantityProblem(shippable, quantities, shippableUnits);
      if (wrong) return setProblem(wrong.kind === "none" ? t("order.ship.chooseLines") : t("order.ship.overCap", { cap: wrong.cap }));
    }
    setProblem(undefined);
    const body = { ...values, orderNo, isSplit: split, detailList: split ? detailList(quantities) : undefined };
    if (values.deliveryType !== "express") delete (body as Partial<ShipValues>).expressRecordType;
    await run(ORDER.orders, "send", body, t("order.ship.done"));
    onDone();
  };

  return (
    <Modal
      open
      title={t("order.ship.title")}
      width={760}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t("order.ship.submit")}
      confirmLoading={pending}
      okButtonProps={{ "data-testid": "ship-submit" }}
      destroyOnHidden
      modalRender={(node) => <div data-testid="ship-dialog">{node}</div>}
    >
      <Form<ShipValues>
        form={form}
        layout="horizontal"
        labelCol={{ span: 5 }}
        initialValues={{ deliveryType: "express", expressRecordType: "1" }}
        onFinish={(v) => void submit(v).catch(() => undefined)}
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
            <Form.Item name="expressCode" label={t("order.ship.courier")} rules={rules.expressCode}>
              <Select
                showSearch
                optionFilterProp="label"
                loading={couriers.query.isLoading}
                placeholder={t("order.ship.courierPlaceholder")}
                options={courierList.map((c) => ({ value: c.code, label: c.name }))}
                notFoundContent={t("order.ship.noCouriers")}
                data-testid="ship-courier"
              />
            </Form.Item>
            {recordType === "1" ? (
              <Form.Item name="expressNumber" label={t("order.ship.expressNumber")} rules={rules.expressNumber}>
                <Input maxLength={50} placeholder={t("order.ship.expressNumberPlaceholder")} data-testid="ship-number" />
              </Form.Item>
            ) : (
              <ESheetFields form={form} rules={rules} />
            )}
          </>
        )}
        {deliveryType === "merchant" && (
          <>
            {canDo(A.personnel) && (
              <Form.Item label={t("order.ship.personnel")}>
                <PersonnelPicker form={form} />
              </Form.Item>
            )}
            <Form.Item name="deliveryCarrier" label={t("order.ship.carrier")} rules={rules.deliveryCarrier}>
              <Input maxLength={32} placeholder={t("order.ship.carrierPlaceholder")} data-testid="ship-carrier" />
            </Form.Item>
            <Form.Item name="carrierPhone" label={t("order.ship.carrierPhone")} rules={rules.carrierPhone}>
              <Input maxLength={11} inputMode="numeric" placeholder={t("order.ship.carrierPhonePlaceholder")} data-testid="ship-carrier-phone" />
            </Form.Item>
          </>
        )}
        {deliveryType === "noNeed" && (
          <Form.Item name="deliveryMark" label={t("order.ship.remark")} rules={rules.deliveryMark}>
            <Input.TextArea rows={3} showCount maxLength={250} placeholder={t("order.ship.remarkPlaceholder")} data-testid="ship-remark" />
          </Form.Item>
        )}
        <Form.Item label={t("order.ship.split")}>
          <Switch checked={split} onChange={toggleSplit} disabled={!lines.data} data-testid="ship-split" />
          <Typography.Text type="secondary" style={{ marginLeft: 8 }}>
            {t("order.ship.splitHint")}
          </Typography.Text>
        </Form.Item>
      </Form>
      {split && (
        <LineQuantities
          lines={lines.data ?? []}
          value={quantities}
          onChange={(next) => {
            setQuantities(next);
            setProblem(undefined);
          }}
          cap={shippableUnits}
          doneLabel={t("order.ship.shipped")}
          done={(l) => l.deliveryNum}
          testId="ship-lines"
        />
      )}
      {problem && <Alert type="error" showIcon message={problem} style={{ marginTop: 12 }} data-testid="ship-problem" />}
    </Modal>
  );
}

