import { InputNumber, Table, Typography } from "antd";
import { useTranslation } from "react-i18next";
import type { OrderDetailEntity } from "../types";
import type { LineUnits, Quantities } from "../ship/quantities";
import { WithAddons } from "../../../src/widgets/WithAddons";
import { ProductCell } from "./ProductCell";

interface LineQuantitiesProps {
  lines: readonly OrderDetailEntity[];
  value: Quantities;
  onChange: (next: Quantities) => void;
  /** The most of a line that may be chosen. */
  cap: (line: LineUnits) => number;
  /** Label of the "done" column (shipped, refunded). */
  doneLabel: string;
  done: (line: OrderDetailEntity) => number;
  testId: string;
}

/** The lines of an order with a quantity each, capped at what is left of the line. */
export function LineQuantities({ lines, value, onChange, cap, doneLabel, done, testId }: LineQuantitiesProps) {
  const { t } = useTranslation();
  return (
    <Table<OrderDetailEntity>
      size="small"
      rowKey="id"
      pagination={false}
      dataSource={[...lines]}
      data-testid={testId}
      columns={[
        { title: t("order.fields.product"), key: "product", render: (_, l) => <ProductCell image={l.image} productName={l.productName} sku={l.sku} price={l.price} num={l.payNum} /> },
        { title: doneLabel, key: "done", width: 90, render: (_, l) => done(l) },
        {
          title: t("order.fields.quantity"),
          key: "num",
          width: 150,
          render: (_, l) => {
            const max = cap(l);
            return max > 0 ? (
              <WithAddons after={`/ ${max}`} width={130}>
                <InputNumber
                  min={0}
                  max={max}
                  precision={0}
                  value={value[l.id] ?? 0}
                  onChange={(num) => onChange({ ...value, [l.id]: num ?? 0 })}
                  aria-label={t("order.fields.quantityOf", { name: l.productName })}
                  data-testid={`${testId}-num-${l.id}`}
                />
              </WithAddons>
            ) : (
              <Typography.Text type="secondary">{t("order.ship.nothingLeft")}</Typography.Text>
            );
          },
        },
      ]}
    />
  );
}
