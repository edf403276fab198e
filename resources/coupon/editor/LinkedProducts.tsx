import { useState } from "react";
import { Button, Image, Space, Tooltip, Typography } from "antd";
import { CloseCircleFilled, PlusOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import { ProductPicker } from "../../../src/widgets/pickers/ProductPicker";
import type { ProductPick } from "../../../src/widgets/pickers/types";
import type { LinkedProduct } from "./formModel";

/** The picker hands back its rows, and the earlier choice as it was given. */
const toLinked = (row: Pick<ProductPick, "id" | "name" | "image"> & Partial<ProductPick>): LinkedProduct => ({
  id: row.id,
  name: row.name ?? `#${row.id}`,
  image: row.image ?? "",
  price: row.price,
  stock: row.stock,
});

/** 商品: the products a product coupon applies to, chosen with the shared product picker. */
export function LinkedProducts({ value = [], onChange, disabled }: { value?: LinkedProduct[]; onChange?: (next: LinkedProduct[]) => void; disabled?: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const remove = (id: number) => onChange?.(value.filter((p) => p.id !== id));
  return (
    <>
      <Space wrap size={10} data-testid="coupon-products">
        {value.map((product) => (
          <div key={product.id} style={{ position: "relative", width: 64 }} data-testid={`coupon-product-${product.id}`}>
            <Tooltip title={product.name}>
              <Image src={product.image || undefined} width={64} height={64} style={{ objectFit: "cover", borderRadius: 4 }} preview={false} fallback="" />
            </Tooltip>
            <Typography.Text ellipsis style={{ display: "block", width: 64, fontSize: 12 }}>
              {product.name}
            </Typography.Text>
            {!disabled && (
              <CloseCircleFilled
                role="button"
                aria-label={t("coupon.editor.removeProduct", { name: product.name })}
                onClick={() => remove(product.id)}
                style={{ position: "absolute", top: -6, right: -6, color: "rgba(0,0,0,.45)", cursor: "pointer", fontSize: 16 }}
              />
            )}
          </div>
        ))}
        {!disabled && (
          <Button icon={<PlusOutlined />} style={{ width: 64, height: 64 }} onClick={() => setOpen(true)} aria-label={t("coupon.editor.chooseProducts")} data-testid="coupon-choose-products" />
        )}
      </Space>
      {open && (
        <ProductPicker
          open={open}
          multiple
          // The picker keys the earlier choice by id; the rows come back as they were given.
          value={value as unknown as ProductPick[]}
          onOk={(rows) => {
            onChange?.(rows.map(toLinked));
            setOpen(false);
          }}
          onCancel={() => setOpen(false)}
        />
      )}
    </>
  );
}
