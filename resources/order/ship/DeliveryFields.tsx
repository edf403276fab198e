import { Form, Input, Select, type FormInstance } from "antd";
import { useList } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { canDo } from "../../../providers/accessControl";
import { ORDER_AUTH as A } from "../area";
import { ORDER } from "../endpoints";
import type { MerchantExpress } from "../types";
import { PersonnelPicker } from "./PersonnelPicker";
import type { ShipRules } from "./shipRules";

/** The merchant's open couriers (the ship form loads 50, contract §3.10). */
export function useOpenCouriers() {
  const couriers = useList<MerchantExpress>({
    resource: ORDER.couriers,
    pagination: { currentPage: 1, pageSize: 50 },
    filters: [{ field: "openStatus", operator: "eq", value: true }],
    queryOptions: { enabled: canDo(A.couriers) },
  });
  return { list: couriers.result.data, loading: couriers.query.isLoading };
}

interface CourierFieldProps {
  couriers: ReturnType<typeof useOpenCouriers>;
  rules: ShipRules;
  /** A courier to offer even when it is no longer among the open ones (the one a shipment went with). */
  current?: { code: string; name: string };
}

/** 快递公司: one of the merchant's open couriers, by code. */
export function CourierField({ couriers, rules, current }: CourierFieldProps) {
  const { t } = useTranslation();
  const options = couriers.list.map((c) => ({ value: c.code, label: c.name }));
  if (current?.code && !options.some((o) => o.value === current.code)) options.unshift({ value: current.code, label: current.name || current.code });
  return (
    <Form.Item name="expressCode" label={t("order.ship.courier")} rules={rules.expressCode}>
      <Select
        showSearch
        optionFilterProp="label"
        loading={couriers.loading}
        placeholder={t("order.ship.courierPlaceholder")}
        options={options}
        notFoundContent={t("order.ship.noCouriers")}
        data-testid="ship-courier"
      />
    </Form.Item>
  );
}

/** 快递单号, required where the number is typed by hand. */
export function TrackingNumberField({ rules, required = true }: { rules: ShipRules; required?: boolean }) {
  const { t } = useTranslation();
  return (
    <Form.Item name="expressNumber" label={t("order.ship.expressNumber")} rules={required ? rules.expressNumber : undefined}>
      <Input maxLength={50} placeholder={t("order.ship.expressNumberPlaceholder")} data-testid="ship-number" />
    </Form.Item>
  );
}

/** Own delivery: a picker over the delivery personnel, then the person and the phone (still editable). */
export function MerchantDeliveryFields({ form, rules }: { form: FormInstance; rules: ShipRules }) {
  const { t } = useTranslation();
  return (
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
  );
}

/** 发货备注 of a shipment that needs none, at most 250 characters. */
export function DeliveryMarkField({ rules }: { rules: ShipRules }) {
  const { t } = useTranslation();
  return (
    <Form.Item name="deliveryMark" label={t("order.ship.remark")} rules={rules.deliveryMark}>
      <Input.TextArea rows={3} showCount maxLength={250} placeholder={t("order.ship.remarkPlaceholder")} data-testid="ship-remark" />
    </Form.Item>
  );
}
