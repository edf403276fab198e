import { memo } from "react";
import { Thumbnail } from "../../../src/widgets/listCells/Thumbnail";

interface ProductCellProps {
  image: string;
  productName: string;
  sku: string;
  /** `¥price × num` when given. */
  price?: string;
  num?: number;
  onPreview?: (src: string) => void;
}

/** One product line: picture, name, specification and price × quantity. */
export const ProductCell = memo(function ProductCell({ image, productName, sku, price, num, onPreview }: ProductCellProps) {
  return (
    <div style={{ display: "flex", gap: 8, alignItems: "center", minWidth: 0 }}>
      <Thumbnail src={image} size={40} onPreview={onPreview} label={productName} />
      <div style={{ minWidth: 0, lineHeight: 1.4 }}>
        <div style={{ overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" }} title={productName}>
          {productName}
        </div>
        <div style={{ color: "var(--ant-color-text-secondary)", fontSize: 12 }}>
          {sku}
          {price !== undefined && (
            <span style={{ marginLeft: 8 }}>
              {money(price)} × {num}
            </span>
          )}
        </div>
      </div>
    </div>
  );
});

/** A decimal string as money; never through a float. */
export const money = (value: string | null | undefined) => `¥${value ?? "0.00"}`;
