import { useState } from "react";
import { Button, Space, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { Thumbnail } from "../../../src/widgets/listCells/Thumbnail";
import { ProductPicker, type ProductPick } from "../../../src/widgets/pickers";

/** 选择商品: the shop product the video-channel product sells (chosen once, when the draft is new). */
export function BaseProductField({ productId, image, name, canChoose, onChoose }: { productId?: number; image: string; name: string; canChoose: boolean; onChoose: (pick: ProductPick) => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Space size={12} align="center" wrap>
      {productId ? <Thumbnail src={image} size={64} label={name} /> : null}
      {productId ? <Typography.Text data-testid="video-base-product">{`${name} (ID ${productId})`}</Typography.Text> : null}
      {canChoose && (
        <Button onClick={() => setOpen(true)} data-testid="video-choose-product">
          {t(productId ? "videoChannel.editor.changeProduct" : "videoChannel.editor.chooseProduct")}
        </Button>
      )}
      <ProductPicker
        open={open}
        onOk={(rows) => {
          setOpen(false);
          if (rows[0]) onChoose(rows[0]);
        }}
        onCancel={() => setOpen(false)}
      />
    </Space>
  );
}
