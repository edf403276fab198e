import { useState } from "react";
import { Button, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { ProductPicker } from "../../../../src/widgets/pickers";
import { Thumbnail } from "../../../../src/widgets/listCells/Thumbnail";
import { ItemList } from "./ItemList";
import { mergeChosen, toGoods, type Goods } from "./pickedItems";
import { PropRow } from "./PropRow";

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
