/** The picture carousel the banner and the header share: its preview and its settings. */
import { useTranslation } from "react-i18next";
import type { ReactNode } from "react";
import { slide } from "../../../server/shared/pageDiy/swiper";
import {
  binder,
  blankEntry,
  ColourListProp,
  ItemList,
  optionsOf,
  PropSection,
  SlideEntry,
  TabChoice,
  ThemeToneProp,
} from "./controls";
import { ALIGN, themed } from "./preview/box";
import { Picture } from "./preview/Picture";
import type { Draft } from "./types";

type Swiper = Pick<
  Draft<"swiperBg">,
  | "swiperConfig"
  | "swiperStyleConfig"
  | "docConfig"
  | "txtStyle"
  | "docColor"
  | "themeStyleConfig"
>;

/** Style 1 peeks at the neighbours; style 2 is one full picture. Dots: round, line or none. */
export function SwiperPreview({
  config,
  radius,
  height = 150,
}: {
  config: Swiper;
  radius: number;
  height?: number;
}) {
  const slides = config.swiperConfig.list;
  const peek = config.swiperStyleConfig.tabVal === 0;
  const dot = themed(config.themeStyleConfig, config.docColor);
  const dots = config.docConfig.tabVal;
  return (
    <div
      style={{ display: "flex", gap: 10, position: "relative", height }}
      data-testid="preview-swiper"
    >
      {peek && (
        <Picture
          src={slides[1]?.img}
          style={{
            width: 20,
            height: height - 16,
            marginTop: 8,
            borderRadius: `0 ${radius}px ${radius}px 0`,
          }}
        />
      )}
      <Picture
        src={slides[0]?.img}
        alt={slides[0]?.info[0]?.value}
        style={{ flex: 1, height, borderRadius: radius }}
      />
      {peek && (
        <Picture
          src={slides[2]?.img}
          style={{
            width: 20,
            height: height - 16,
            marginTop: 8,
            borderRadius: `${radius}px 0 0 ${radius}px`,
          }}
        />
      )}
      {dots < 2 && (
        <div
          style={{
            position: "absolute",
            left: 40,
            right: 40,
            bottom: 12,
            display: "flex",
            gap: 6,
            justifyContent: ALIGN[config.txtStyle.tabVal],
          }}
        >
          {[0, 1, 2].map((i) => (
            <span
              key={i}
              style={{
                width: dots === 0 ? 5 : 8,
                height: dots === 0 ? 5 : 2,
                borderRadius: dots === 0 ? "50%" : 0,
                background: i === 0 ? dot : "#aaa",
              }}
            />
          ))}
        </div>
      )}
    </div>
  );
}

/** The pictures (with title and link, up to `max`), the carousel's style, and its dots; `radius` is the widget's corner control. */
export function SwiperSettings<C extends Swiper>({
  config,
  onChange,
  max,
  titleMax,
  radius,
}: {
  config: C;
  onChange: (next: C) => void;
  max: number;
  titleMax: number;
  radius: ReactNode;
}) {
  const { t } = useTranslation();
  const bind = binder<Swiper>(config, (next) => onChange(next as C));
  const swiper = config.swiperConfig;
  return (
    <>
      <PropSection title={t("pageDiy.props.pictures")}>
        <TabChoice
          label={t("pageDiy.props.style")}
          options={optionsOf([
            t("pageDiy.props.styleN", { n: 1 }),
            t("pageDiy.props.styleN", { n: 2 }),
          ])}
          {...bind("swiperStyleConfig")}
        />
        <ItemList
          items={swiper.list}
          max={max}
          min={1}
          testId="slides"
          create={() => blankEntry(swiper.list, () => slide("", titleMax))}
          onChange={(list) =>
            onChange({ ...config, swiperConfig: { ...swiper, list } })
          }
          render={(entry, update) => (
            <SlideEntry
              slide={entry}
              onChange={update}
              titlePlaceholder={t("pageDiy.props.slideTitle")}
            />
          )}
        />
      </PropSection>
      <PropSection title={t("pageDiy.props.look")}>
        <TabChoice
          label={t("pageDiy.props.dots")}
          options={optionsOf([
            t("pageDiy.props.dotRound"),
            t("pageDiy.props.dotLine"),
            t("pageDiy.props.dotNone"),
          ])}
          {...bind("docConfig")}
        />
        <TabChoice
          label={t("pageDiy.props.dotPosition")}
          options={optionsOf([
            t("pageDiy.props.left"),
            t("pageDiy.props.centre"),
            t("pageDiy.props.right"),
          ])}
          {...bind("txtStyle")}
        />
        <ThemeToneProp {...bind("themeStyleConfig")}>
          <ColourListProp
            label={t("pageDiy.props.dotColour")}
            {...bind("docColor")}
          />
        </ThemeToneProp>
        {radius}
      </PropSection>
    </>
  );
}
