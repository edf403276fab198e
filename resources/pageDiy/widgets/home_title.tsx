import { FontSizeOutlined, RightOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import {
  BackgroundProps,
  binder,
  BoxSection,
  colourAt,
  ColourListProp,
  optionsOf,
  PropSection,
  TabChoice,
  ValSlider,
  ValText,
} from "./controls";
import { defineWidget } from "./types";

/** `textStyle`: normal, italic, bold. */
const TEXT_STYLES = [
  {},
  { fontStyle: "italic" },
  { fontWeight: "bold" },
] as const;

/** 标题 (`titles`): a title and subtitle with an optional "more" button, over a picture or colours. */
export const homeTitle = defineWidget({
  name: "titles",
  id: "home_title",
  group: "tools",
  icon: <FontSizeOutlined />,
  Preview: ({ config }) => {
    const top = config.bgTopStyle.val;
    const bottom = config.bgDownStyle.val;
    const onColours = config.selectStyle.tabVal === 1;
    return (
      <div
        style={{
          margin: `${config.mbConfig.val}px ${config.lrConfig.val}px 0`,
          padding: `${config.upConfig.val}px 10px ${config.downConfig.val}px`,
          borderRadius: `${top}px ${top}px ${bottom}px ${bottom}px`,
          backgroundImage: onColours
            ? `linear-gradient(to right, ${colourAt(config.bgColor, 0)}, ${colourAt(config.bgColor, 1)})`
            : config.bgImg.url
              ? `url(${config.bgImg.url})`
              : undefined,
          backgroundSize: "cover",
          display: "flex",
          alignItems: "center",
          justifyContent: "space-between",
          gap: 8,
        }}
        data-testid="preview-title"
      >
        <div
          style={{ display: "flex", alignItems: "center", gap: 6, minWidth: 0 }}
        >
          <span
            style={{
              fontSize: config.fontSize.val,
              color: colourAt(config.fontColor),
              ...TEXT_STYLES[config.textStyle.tabVal],
            }}
          >
            {config.titleConfig.val}
          </span>
          <span
            style={{
              fontSize: config.fontFuSize.val,
              color: colourAt(config.fontFuColor),
            }}
          >
            {config.titleFuConfig.val}
          </span>
        </div>
        {config.selectShow.tabVal === 0 && (
          <span
            style={{
              fontSize: config.fontRightSize.val,
              color: colourAt(config.fontRightColor),
              whiteSpace: "nowrap",
            }}
          >
            {config.titleRightConfig.val}{" "}
            <RightOutlined style={{ fontSize: 10 }} />
          </span>
        )}
      </div>
    );
  },
  Panel: function TitlePanel({ config, onChange }) {
    const { t } = useTranslation();
    const bind = binder(config, onChange);
    return (
      <>
        <PropSection title={t("pageDiy.props.content")}>
          <ValText
            label={t("pageDiy.props.titleText")}
            testId="prop-title-text"
            {...bind("titleConfig")}
          />
          <ValText
            label={t("pageDiy.props.subtitle")}
            {...bind("titleFuConfig")}
          />
          <TabChoice
            label={t("pageDiy.props.rightButton")}
            options={optionsOf([
              t("pageDiy.props.show"),
              t("pageDiy.props.hide"),
            ])}
            {...bind("selectShow")}
          />
          {config.selectShow.tabVal === 0 && (
            <>
              <ValText
                label={t("pageDiy.props.rightText")}
                {...bind("titleRightConfig")}
              />
              <ValText
                label={t("pageDiy.props.linkLabel")}
                placeholder="/pages/goods/goods_list/index"
                {...bind("linkConfig")}
              />
            </>
          )}
          <BackgroundProps choice={bind("selectStyle")} picture={bind("bgImg")} colours={bind("bgColor")} />
        </PropSection>
        <PropSection title={t("pageDiy.props.look")}>
          <TabChoice
            label={t("pageDiy.props.textStyle")}
            options={optionsOf([
              t("pageDiy.props.textNormal"),
              t("pageDiy.props.textItalic"),
              t("pageDiy.props.textBold"),
            ])}
            {...bind("textStyle")}
          />
          <ColourListProp
            label={t("pageDiy.props.titleColour")}
            {...bind("fontColor")}
          />
          <ValSlider
            label={t("pageDiy.props.fontSize")}
            {...bind("fontSize")}
          />
          <ColourListProp
            label={t("pageDiy.props.subtitleColour")}
            {...bind("fontFuColor")}
          />
          <ValSlider
            label={t("pageDiy.props.subtitleSize")}
            {...bind("fontFuSize")}
          />
          <ColourListProp
            label={t("pageDiy.props.rightColour")}
            {...bind("fontRightColor")}
          />
          <ValSlider
            label={t("pageDiy.props.rightSize")}
            {...bind("fontRightSize")}
          />
          <ValSlider
            label={t("pageDiy.props.topRadius")}
            {...bind("bgTopStyle")}
          />
          <ValSlider
            label={t("pageDiy.props.bottomRadius")}
            {...bind("bgDownStyle")}
          />
        </PropSection>
        <BoxSection config={config} onChange={onChange} colours={false} />
      </>
    );
  },
});
