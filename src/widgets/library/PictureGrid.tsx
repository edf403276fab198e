import { Empty, theme } from "antd";
import { ellipsis } from "./ellipsis";
import { useTranslation } from "react-i18next";
import { selectionNumber } from "./selection";
import { Thumb } from "./Thumb";
import type { Attachment } from "./types";

export interface PictureGridProps {
  items: readonly Attachment[];
  chosen: readonly Attachment[];
  onToggle: (item: Attachment) => void;
  /** Tile edge in px (smaller inside the picker). */
  tile: number;
}

/** The grid view: each chosen picture carries its number in the order chosen. */
export function PictureGrid({ items, chosen, onToggle, tile }: PictureGridProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  if (!items.length) return <Empty description={t("library.messages.empty")} />;
  return (
    <div
      style={{
        display: "grid",
        gridTemplateColumns: `repeat(auto-fill, minmax(${tile}px, 1fr))`,
        gap: 16,
      }}
      data-testid="picture-grid"
    >
      {items.map((item) => {
        const number = selectionNumber(chosen, item.attId);
        return (
          <div
            key={item.attId}
            role="checkbox"
            aria-checked={number > 0}
            aria-label={item.name}
            tabIndex={0}
            data-testid="picture-item"
            onClick={() => onToggle(item)}
            onKeyDown={(e) => {
              if (e.key === " " || e.key === "Enter") {
                e.preventDefault();
                onToggle(item);
              }
            }}
            style={{ cursor: "pointer", minWidth: 0 }}
          >
            <div
              style={{
                position: "relative",
                border: `2px solid ${number ? token.colorPrimary : "transparent"}`,
                borderRadius: token.borderRadius,
                overflow: "hidden",
              }}
            >
              <Thumb src={item.sattDir} alt={item.name} attType={item.attType} size="100%" style={{ aspectRatio: "1", height: "auto" }} />
              {number > 0 && (
                <span
                  data-testid="picture-number"
                  style={{
                    position: "absolute",
                    top: 4,
                    right: 4,
                    minWidth: 20,
                    height: 20,
                    padding: "0 6px",
                    borderRadius: 10,
                    background: token.colorPrimary,
                    color: "#fff",
                    fontSize: 12,
                    lineHeight: "20px",
                    textAlign: "center",
                  }}
                >
                  {number}
                </span>
              )}
            </div>
            <div title={item.name} style={{ ...ellipsis, marginTop: 4, fontSize: 12 }}>
              {item.name}
            </div>
          </div>
        );
      })}
    </div>
  );
}
