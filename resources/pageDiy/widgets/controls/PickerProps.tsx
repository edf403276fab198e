import { lazy, Suspense, useState } from "react";
import { Button, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { ProductPicker } from "../../../../src/widgets/pickers";
import { Thumbnail } from "../../../../src/widgets/listCells/Thumbnail";
import { ItemList } from "./ItemList";
import {
  mergeChosen,
  toGoods,
  toPickedCoupon,
  type Goods,
  type PickedCoupon,
} from "./pickedItems";
import { PropRow } from "./PropRow";

const CouponPicker = lazy(() =>
  import("../../../../src/widgets/pickers/CouponPicker").then((m) => ({
    default: m.CouponPicker,
  })),
);

/** Products chosen in the product picker, shown as a reorderable list. */
export function ProductsProp(props: {
  label: string;
  value: Goods[];
  onChange: (v: Goods[]) => void;
  max: number;
  testId?: string;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <PropRow label={props.label} wide>
      <ItemList
        items={props.value}
        onChange={props.onChange}
        testId={props.testId}
        render={(g) => (
          <div style={{ display: "flex", gap: 8, alignItems: "center" }}>
            <Thumbnail src={g.image} size={36} />
            <Typography.Text ellipsis style={{ flex: 1 }}>
              {g.name}
            </Typography.Text>
            <Typography.Text type="danger">¥{g.price}</Typography.Text>
          </div>
        )}
      />
      <Button
        block
        type="dashed"
        onClick={() => setOpen(true)}
        data-testid={props.testId ? `${props.testId}-choose` : undefined}
      >
        {t("pageDiy.props.chooseGoods", {
          count: props.value.length,
          max: props.max,
        })}
      </Button>
      <ProductPicker
        open={open}
        multiple
        max={props.max}
        value={[]}
        onCancel={() => setOpen(false)}
        onOk={(rows) => {
          props.onChange(
            mergeChosen(props.value, [
              ...props.value,
              ...rows.map(toGoods),
            ]).slice(0, props.max),
          );
          setOpen(false);
        }}
      />
    </PropRow>
  );
}

/** Coupons chosen in the coupon picker. */
export function CouponsProp(props: {
  label: string;
  value: PickedCoupon[];
  onChange: (v: PickedCoupon[]) => void;
  max: number;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <PropRow label={props.label} wide>
      <ItemList
        items={props.value}
        onChange={props.onChange}
        testId="coupon-list"
        render={(c) => (
          <Typography.Text ellipsis>
            {c.name} ·{" "}
            {t("pageDiy.preview.couponOff", {
              money: c.money,
              min: c.minPrice,
            })}
          </Typography.Text>
        )}
      />
      <Button
        block
        type="dashed"
        onClick={() => setOpen(true)}
        data-testid="coupon-choose"
      >
        {t("pageDiy.props.chooseCoupons", {
          count: props.value.length,
          max: props.max,
        })}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <CouponPicker
            open
            multiple
            value={props.value}
            onCancel={() => setOpen(false)}
            onOk={(rows) => {
              props.onChange(
                mergeChosen(props.value, rows.map(toPickedCoupon)).slice(
                  0,
                  props.max,
                ),
              );
              setOpen(false);
            }}
          />
        </Suspense>
      )}
    </PropRow>
  );
}
