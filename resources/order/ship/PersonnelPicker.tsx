import { Select, type FormInstance } from "antd";
import { useList } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { canDo } from "../../../providers/accessControl";
import { ORDER_AUTH as A } from "../area";
import { ORDER } from "../endpoints";
import type { DeliveryPersonnel } from "../types";

/** Picks one of the shop's delivery personnel and fills the delivery person and phone (still editable). */
export function PersonnelPicker({ form }: { form: FormInstance }) {
  const { t } = useTranslation();
  const { result, query } = useList<DeliveryPersonnel>({ resource: ORDER.personnel, pagination: { currentPage: 1, pageSize: 50 }, queryOptions: { enabled: canDo(A.personnel) } });
  return (
    <Select<number>
      allowClear
      showSearch
      optionFilterProp="label"
      loading={query.isLoading}
      placeholder={t("order.ship.pickPersonnel")}
      notFoundContent={t("order.ship.noPersonnel")}
      options={result.data.map((p) => ({ value: p.id, label: `${p.personnelName} ${p.personnelPhone}` }))}
      onChange={(id) => {
        const picked = result.data.find((p) => p.id === id);
        if (picked) form.setFieldsValue({ deliveryCarrier: picked.personnelName, carrierPhone: picked.personnelPhone });
      }}
      style={{ width: "100%" }}
      data-testid="ship-personnel"
    />
  );
}
