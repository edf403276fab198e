import { useEffect } from "react";
import { Select, Typography } from "antd";
import { useList } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { canDo } from "../../../providers/accessControl";
import type { MerchantAddress } from "../../../server/areas/address/contract";
import { ORDER_AUTH as A } from "../area";
import { ORDER } from "../endpoints";

interface ReturnAddressSelectProps {
  value?: number;
  onChange?: (id: number) => void;
}

/** The merchant's shown addresses (contract §3.20), the default one chosen first. */
export function ReturnAddressSelect({ value, onChange }: ReturnAddressSelectProps) {
  const { t } = useTranslation();
  const { result, query } = useList<MerchantAddress>({
    resource: ORDER.returnAddresses,
    pagination: { mode: "off" },
    filters: [{ field: "isShow", operator: "eq", value: true }],
    queryOptions: { enabled: canDo(A.returnAddresses) },
  });
  const addresses = result.data;
  const preferred = addresses.find((a) => a.isDefault) ?? addresses[0];

  useEffect(() => {
    if (value === undefined && preferred) onChange?.(preferred.id);
  }, [value, preferred, onChange]);

  if (query.isSuccess && !addresses.length) return <Typography.Text type="warning">{t("order.refund.noReturnAddress")}</Typography.Text>;
  return (
    <Select<number>
      value={value}
      onChange={onChange}
      loading={query.isLoading}
      placeholder={t("order.refund.returnAddressPlaceholder")}
      optionLabelProp="title"
      options={addresses.map((a) => ({
        value: a.id,
        title: `${a.receiverName} ${a.receiverPhone} ${a.detail}`,
        label: (
          <div style={{ whiteSpace: "normal" }} data-testid={`audit-address-option-${a.id}`}>
            <div>
              {a.receiverName} {a.receiverPhone}
              {a.isDefault && <Typography.Text type="secondary">（{t("order.refund.defaultAddress")}）</Typography.Text>}
            </div>
            <Typography.Text type="secondary">{a.detail}</Typography.Text>
          </div>
        ),
      }))}
      data-testid="audit-address"
    />
  );
}
