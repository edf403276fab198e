import { HeartOutlined, RightOutlined, StarFilled } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import { useShopInfo } from "./usePreviewData";

/** The shop's logo, name, stars and follow button, as the shop-information blocks show them. */
export function StoreCard({
  followColour,
  logoRadius,
}: {
  followColour: string;
  logoRadius: number;
}) {
  const { t } = useTranslation();
  const shop = useShopInfo();
  return (
    <div
      style={{ display: "flex", alignItems: "center", gap: 8 }}
      data-testid="preview-store"
    >
      <img
        src="/static/logo-square.svg"
        alt=""
        style={{
          width: 44,
          height: 44,
          borderRadius: logoRadius,
          background: "#fff",
          objectFit: "cover",
        }}
      />
      <div style={{ flex: 1, minWidth: 0 }}>
        <div
          style={{
            fontWeight: 600,
            color: "#333",
            whiteSpace: "nowrap",
            overflow: "hidden",
            textOverflow: "ellipsis",
          }}
        >
          {shop.name || t("pageDiy.preview.shopName")}{" "}
          <RightOutlined style={{ fontSize: 10 }} />
        </div>
        <div
          style={{
            display: "flex",
            alignItems: "center",
            gap: 6,
            marginTop: 4,
          }}
        >
          <span
            style={{
              fontSize: 10,
              color: "#fff",
              background: "#E93323",
              borderRadius: 2,
              padding: "0 4px",
            }}
          >
            {t("pageDiy.preview.selfRun")}
          </span>
          <span>
            {Array.from({ length: 5 }, (_, i) => (
              <StarFilled
                key={i}
                style={{
                  fontSize: 10,
                  color: i < shop.stars ? "#E93323" : "#ddd",
                }}
              />
            ))}
          </span>
        </div>
      </div>
      <span
        style={{
          fontSize: 12,
          color: followColour,
          border: `1px solid ${followColour}`,
          borderRadius: 12,
          padding: "1px 8px",
          whiteSpace: "nowrap",
        }}
      >
        <HeartOutlined /> {t("pageDiy.preview.follow")}
      </span>
    </div>
  );
}
