import { useState } from "react";
import { Button, Image, Space, Tooltip, Typography } from "antd";
import { CloseCircleFilled, PlusOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import { ProductPicker } from "./ProductPicker";
import type { ProductPick } from "./types";

/** A product shown as chosen: what the picker hands back, or what a saved form read. */
export interface ChosenProduct {
  id: number;
  name: string;
  image: string;
  price?: string | number;
  stock?: number;
}

/** The picker hands back its rows, and the earlier choice as it was given. */
const toChosen = (row: Pick<ProductPick, "id" | "name" | "image"> & Partial<ProductPick>): ChosenProduct => ({
  id: row.id,
  name: row.name ?? `#${row.id}`,
  image: row.image ?? "",
  price: row.price,
  stock: row.stock,
});

export interface ChosenProductsProps {
  value?: ChosenProduct[];
  onChange?: (next: ChosenProduct[]) => void;
  disabled?: boolean;
  /** Most products (0 or none = no limit); the add tile hides at the limit. */
  max?: number;
  /** Test-id prefix: `<prefix>-products`, `<prefix>-product-<id>`, `<prefix>-choose-products`. */
  testId: string;
}

/** Products chosen with the shared product picker, as tiles with a remove button and an add tile (a form control). */
export function ChosenProducts({ value = [], onChange, disabled, max, testId }: ChosenProductsProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const remove = (id: number) => onChange?.(value.filter((p) => p.id !== id));
  const full = !!max && value.length >= max;
  return (
    <>
      <Space wrap size={10} data-testid={`${testId}-products`}>
        {value.map((product) => (
          <div key={product.id} style={{ position: "relative", width: 64 }} data-testid={`${testId}-product-${product.id}`}>
            <Tooltip title={product.name}>
              <Image src={product.image || undefined} width={64} height={64} style={{ objectFit: "cover", borderRadius: 4 }} preview={false} fallback="" alt="" />
            </Tooltip>
            <Typography.Text ellipsis style={{ display: "block", width: 64, fontSize: 12 }}>
              {product.name}
            </Typography.Text>
            {!disabled && (
              <CloseCircleFilled
                role="button"
                aria-label={t("widgets.chosenProducts.remove", { name: product.name })}
                onClick={() => remove(product.id)}
                style={{ position: "absolute", top: -6, right: -6, color: "rgba(0,0,0,.45)", cursor: "pointer", fontSize: 16 }}
              />
            )}
          </div>
        ))}
        {!disabled && !full && (
          <Button icon={<PlusOutlined />} style={{ width: 64, height: 64 }} onClick={() => setOpen(true)} aria-label={t("widgets.chosenProducts.choose")} data-testid={`${testId}-choose-products`} />
        )}
      </Space>
      {open && (
        <ProductPicker
          open={open}
          multiple
          max={max}
          // The picker keys the earlier choice by id; the rows come back as they were given.
          value={value as unknown as ProductPick[]}
          onOk={(rows) => {
            onChange?.(rows.map(toChosen));
            setOpen(false);
          }}
          onCancel={() => setOpen(false)}
        />
      )}
    </>
  );
}
