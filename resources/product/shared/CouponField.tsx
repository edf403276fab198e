import { useMemo, useState } from "react";
import { Button, Space, Tag, Typography } from "antd";
import { PlusOutlined } from "@ant-design/icons";
import { useCustom } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { useAllowed } from "../../../src/access/useAllowed";
import { CouponPicker, type UsableCoupon } from "../../../src/widgets/pickers/CouponPicker";
import { COUPON_PICKER } from "../../../src/widgets/pickers/couponEndpoints";

/** The merchant's usable coupons by id, for the names of coupons chosen earlier. */
function useCouponNames() {
  const mayRead = useAllowed(COUPON_PICKER, "usable");
  const { result } = useCustom<Record<string, unknown>>({
    url: "",
    method: "get",
    meta: { resource: COUPON_PICKER, action: "usable" },
    queryOptions: { enabled: mayRead, staleTime: 30_000 },
  });
  const answer: unknown = result.data;
  return useMemo(() => new Map((Array.isArray(answer) ? (answer as UsableCoupon[]) : []).map((c) => [c.id, c.name])), [answer]);
}

/** 赠送优惠券: feedback coupons as tags, chosen with the shared coupon picker. */
export function CouponField({ value = [], onChange, disabled }: { value?: number[]; onChange?: (ids: number[]) => void; disabled?: boolean }) {
  const { t } = useTranslation();
  const mayPick = useAllowed(COUPON_PICKER, "usable");
  const [open, setOpen] = useState(false);
  const names = useCouponNames();
  return (
    <Space size={[4, 8]} wrap>
      {value.map((id) => (
        <Tag
          key={id}
          closable={!disabled}
          onClose={(e) => {
            e.preventDefault();
            onChange?.(value.filter((v) => v !== id));
          }}
        >
          {names.get(id) ?? `#${id}`}
        </Tag>
      ))}
      {value.length === 0 && disabled && <Typography.Text type="secondary">{t("product.editor.content.empty")}</Typography.Text>}
      {!disabled && mayPick && (
        <Button size="small" icon={<PlusOutlined />} onClick={() => setOpen(true)} data-testid="coupon-choose">
          {t("product.coupons.choose")}
        </Button>
      )}
      {open && (
        <CouponPicker
          open
          multiple
          value={value.map((id) => ({ id }))}
          onCancel={() => setOpen(false)}
          onOk={(rows) => {
            setOpen(false);
            onChange?.(rows.map((r) => r.id));
          }}
        />
      )}
    </Space>
  );
}
