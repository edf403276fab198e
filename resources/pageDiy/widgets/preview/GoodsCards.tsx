import type { CSSProperties } from "react";
import { useTranslation } from "react-i18next";
import type { Goods } from "../controls/pickedItems";
import { Picture } from "./Picture";

export interface GoodsLook {
  /** 0 one per row (picture left), 1 two per row, 2 three per row, 3 big picture, 4 one sliding row. */
  layout: number;
  show: { name: boolean; price: boolean; sold: boolean };
  nameColour: string;
  priceColour: string;
  soldColour: string;
  radius: number;
  gap: number;
}

const COLUMNS = [1, 2, 3, 1];

/** Sold count as the shop shows it: real sales plus the virtual ones. */
const soldOf = (g: Goods) => (g.sales ?? 0) + (g.ficti ?? 0);

/** Goods as the shop lays them out (the goods list, tab and marketing blocks share this). */
export function GoodsCards({
  goods,
  look,
  testId,
}: {
  goods: Goods[];
  look: GoodsLook;
  testId?: string;
}) {
  const { t } = useTranslation();
  const row = look.layout === 0;
  const grid: CSSProperties =
    look.layout === 4
      ? {
          display: "grid",
          gridAutoFlow: "column",
          gridAutoColumns: 93,
          gap: look.gap,
          overflowX: "hidden",
        }
      : {
          display: "grid",
          gridTemplateColumns: `repeat(${COLUMNS[look.layout] ?? 1}, minmax(0, 1fr))`,
          gap: look.gap,
        };
  return (
    <div style={grid} data-testid={testId}>
      {goods.map((g, index) => (
        <div
          key={`${g.id}-${index}`}
          style={{
            background: "#fff",
            borderRadius: look.radius,
            overflow: "hidden",
            display: row ? "flex" : "block",
            gap: 8,
          }}
          data-testid="preview-goods"
        >
          <Picture
            src={g.image}
            alt={g.name}
            style={
              row
                ? {
                    width: 110,
                    height: 110,
                    flexShrink: 0,
                    borderRadius: look.radius,
                  }
                : { aspectRatio: look.layout === 3 ? "2 / 1" : "1 / 1" }
            }
          />
          <div
            style={{
              padding: row ? "4px 8px 4px 0" : 8,
              minWidth: 0,
              display: "flex",
              flexDirection: "column",
              justifyContent: "space-between",
            }}
          >
            {look.show.name && (
              <div
                style={{
                  color: look.nameColour,
                  fontSize: look.layout === 2 ? 12 : 13,
                  lineHeight: "18px",
                  maxHeight: 36,
                  overflow: "hidden",
                }}
              >
                {g.name}
              </div>
            )}
            <div>
              {look.show.price && (
                <div
                  style={{
                    color: look.priceColour,
                    fontWeight: 600,
                    fontSize: look.layout === 2 ? 13 : 15,
                  }}
                >
                  <small>¥</small>
                  {g.price}
                </div>
              )}
              {look.show.sold && (
                <div style={{ color: look.soldColour, fontSize: 11 }}>
                  {t("pageDiy.preview.sold", {
                    count: soldOf(g),
                    unit: g.unitName ?? "",
                  })}
                </div>
              )}
            </div>
          </div>
        </div>
      ))}
    </div>
  );
}

/** The placeholder shown while a goods block has nothing to show. */
export function NoGoods() {
  const { t } = useTranslation();
  return (
    <div
      style={{
        padding: 24,
        textAlign: "center",
        color: "#999",
        background: "#fff",
        borderRadius: 8,
      }}
    >
      {t("pageDiy.preview.noGoods")}
    </div>
  );
}
