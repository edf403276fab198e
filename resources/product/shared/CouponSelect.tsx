import { Select, Space, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { useUsableCoupons } from "./catalogs";

/** Feedback coupons (coupons given on purchase), from `coupon/product/usable/list`. */
export function CouponSelect({ value, onChange, disabled }: { value?: number[]; onChange?: (ids: number[]) => void; disabled?: boolean }) {
  const { t } = useTranslation();
  const coupons = useUsableCoupons();
  const known = new Set(coupons.list.map((c) => c.id));
  // Ids the list does not hold any more (expired coupons) still show, by id.
  const options = [
    ...coupons.list.map((c) => ({
      value: c.id,
      label: (
        <Space size={4}>
          <span>{c.name}</span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t("product.coupons.money", { money: c.money })}
          </Typography.Text>
        </Space>
      ),
      name: c.name,
    })),
    ...(value ?? []).filter((id) => !known.has(id)).map((id) => ({ value: id, label: `#${id}`, name: `#${id}` })),
  ];
  return (
    <Select
      mode="multiple"
      allowClear
      disabled={disabled}
      value={value}
      onChange={onChange}
      loading={coupons.loading}
      options={options}
      optionFilterProp="name"
      placeholder={t("product.coupons.placeholder")}
      notFoundContent={coupons.allowed ? undefined : t("product.coupons.noPermission")}
      style={{ width: "100%" }}
      data-testid="coupon-select"
    />
  );
}
