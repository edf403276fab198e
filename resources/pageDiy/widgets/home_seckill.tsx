import { RightOutlined, ThunderboltOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import {
  binder,
  BoxSection,
  colourAt,
  ColourListProp,
  FactChecks,
  optionsOf,
  PropSection,
  TabChoice,
  ThemeToneProp,
  UrlPicture,
  ValSlider,
  ValText,
} from "./controls";
import { NoActivityGoods, TitlePicture } from "./activityParts";
import { themed } from "./preview/box";
import { GoodsCards } from "./preview/GoodsCards";
import { useSeckillGoods } from "./preview/usePreviewData";
import { defineWidget } from "./types";

/** 秒杀 (`seckill`): the flash-sale strip with the merchant's approved flash-sale goods at their flash-sale price. */
export const homeSeckill = defineWidget({
  name: "seckill",
  id: "home_seckill",
  group: "marketing",
  icon: <ThunderboltOutlined />,
  Preview: function SeckillPreview({ config }) {
    const { t } = useTranslation();
    const { goods } = useSeckillGoods(6);
    const shown = config.typeConfig.activeValue;
    return (
      <div
        style={{
          margin: `${config.mbConfig.val}px ${config.lrConfig.val}px 0`,
          padding: `${config.upConfig.val}px 10px ${config.downConfig.val}px`,
          borderRadius: config.bgStyle.val,
          background: `linear-gradient(${colourAt(config.bgColor, 0)}, ${colourAt(config.bgColor, 1)} 128px)`,
          overflow: "hidden",
        }}
        data-testid="preview-activity"
      >
        <div
          style={{
            display: "flex",
            alignItems: "center",
            gap: 8,
            marginBottom: 15,
            color: colourAt(config.titleColor),
          }}
        >
          <TitlePicture
            url={config.logoConfig.url}
            text={t("pageDiy.preview.seckillBadge")}
            width={62}
          />
          <span
            style={{ width: 1, height: 12, background: "#fff", opacity: 0.6 }}
          />
          <span
            style={{
              fontSize: 13,
              flex: 1,
              whiteSpace: "nowrap",
              overflow: "hidden",
              textOverflow: "ellipsis",
            }}
          >
            {config.titleConfig.val}
          </span>
          <span
            style={{
              fontSize: 11,
              background: "linear-gradient(142deg, #ffe9ce, #ffd6a7)",
              color: "#fe960f",
              borderRadius: 18,
              padding: "0 6px",
              fontWeight: 800,
            }}
          >
            GO <RightOutlined style={{ fontSize: 9 }} />
          </span>
        </div>
        {goods.length ? (
          <GoodsCards
            goods={goods}
            look={{
              layout: config.tabConfig.tabVal === 0 ? 4 : 0,
              show: {
                name: shown.includes(0),
                price: shown.includes(1),
                sold: false,
              },
              nameColour: colourAt(config.nameColor),
              priceColour: themed(config.themeStyleConfig, config.priceColor),
              soldColour: "#999",
              radius: config.contentStyle.val,
              gap: config.contentConfig.val,
            }}
          />
        ) : (
          <NoActivityGoods text={t("pageDiy.preview.noSeckill")} />
        )}
      </div>
    );
  },
  Panel: function SeckillPanel({ config, onChange }) {
    const { t } = useTranslation();
    const bind = binder(config, onChange);
    return (
      <>
        <PropSection title={t("pageDiy.props.content")}>
          <TabChoice
            label={t("pageDiy.props.layout")}
            options={optionsOf([
              t("pageDiy.props.inRow"),
              t("pageDiy.props.inList"),
            ])}
            {...bind("tabConfig")}
          />
          <UrlPicture
            label={t("pageDiy.props.titlePicture")}
            {...bind("logoConfig")}
          />
          <ValText
            label={t("pageDiy.props.titleText")}
            {...bind("titleConfig")}
          />
          <FactChecks
            label={t("pageDiy.props.showInfo")}
            options={optionsOf([
              t("pageDiy.props.goodsName"),
              t("pageDiy.props.goodsPrice"),
            ])}
            {...bind("typeConfig")}
          />
        </PropSection>
        <PropSection title={t("pageDiy.props.look")}>
          <ColourListProp
            label={t("pageDiy.props.titleColour")}
            {...bind("titleColor")}
          />
          <ColourListProp
            label={t("pageDiy.props.nameColour")}
            {...bind("nameColor")}
          />
          <ThemeToneProp {...bind("themeStyleConfig")}>
            <ColourListProp
              label={t("pageDiy.props.priceColour")}
              {...bind("priceColor")}
            />
          </ThemeToneProp>
          <ValSlider
            label={t("pageDiy.props.goodsGap")}
            {...bind("contentConfig")}
          />
          <ValSlider
            label={t("pageDiy.props.pictureRadius")}
            {...bind("contentStyle")}
          />
        </PropSection>
        <BoxSection config={config} onChange={onChange} />
      </>
    );
  },
});
