/** The picture carousel shared by the banner and the header block: its preview and its settings. */
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import {
  ChoiceProp,
  ItemList,
  PropSection,
  SliderProp,
  ColourListProp,
  ThemeToneProp,
  SlideEntry,
  newSlide,
} from "./controls";
import { ALIGN, THEME_RED, themed } from "./preview/box";
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
export const swiperDefaults = (t: TFunction): Swiper => ({
  swiperConfig: { list: [newSlide(t("pageDiy.defaults.slideTitle"))] },
  swiperStyleConfig: { tabVal: 0 },
  docConfig: { tabVal: 0 },
  txtStyle: { tabVal: 0 },
  docColor: { color: [{ item: THEME_RED }] },
  themeStyleConfig: { tabVal: 0 },
});

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
        alt={slides[0]?.info[0].value}
        style={{ flex: 1, height, borderRadius: radius }}
      />
      {peek && (
        <Picture
          src={slides[2]?.img ?? slides[0]?.img}
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
            bottom: 10,
            display: "flex",
            gap: 6,
            justifyContent: ALIGN[config.txtStyle.tabVal],
          }}
        >
          {Array.from({ length: Math.max(slides.length, 3) }, (_, i) => (
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

/** The pictures (with title and link) and the carousel's look. */
export function SwiperSettings<C extends Swiper>({
  config,
  onChange,
  max,
}: {
  config: C;
  onChange: (next: C) => void;
  max: number;
}) {
  const { t } = useTranslation();
  const set = (patch: Partial<Swiper>) => onChange({ ...config, ...patch });
  const positions = [
    t("pageDiy.props.left"),
    t("pageDiy.props.centre"),
    t("pageDiy.props.right"),
  ].map((label, value) => ({ label, value }));
  return (
    <>
      <PropSection title={t("pageDiy.props.pictures")}>
        <ItemList
          items={config.swiperConfig.list}
          max={max}
          min={1}
          testId="slides"
          create={() => newSlide()}
          onChange={(list) => set({ swiperConfig: { list } })}
          render={(slide, update) => (
            <SlideEntry
              slide={slide}
              onChange={update}
              titlePlaceholder={t("pageDiy.props.slideTitle")}
            />
          )}
        />
      </PropSection>
      <PropSection title={t("pageDiy.props.look")}>
        <ChoiceProp
          label={t("pageDiy.props.style")}
          value={config.swiperStyleConfig.tabVal}
          options={[
            { value: 0, label: t("pageDiy.props.styleN", { n: 1 }) },
            { value: 1, label: t("pageDiy.props.styleN", { n: 2 }) },
          ]}
          onChange={(tabVal) => set({ swiperStyleConfig: { tabVal } })}
        />
        <ChoiceProp
          label={t("pageDiy.props.dots")}
          value={config.docConfig.tabVal}
          options={[
            t("pageDiy.props.dotRound"),
            t("pageDiy.props.dotLine"),
            t("pageDiy.props.dotNone"),
          ].map((label, value) => ({ label, value }))}
          onChange={(tabVal) => set({ docConfig: { tabVal } })}
        />
        <ChoiceProp
          label={t("pageDiy.props.dotPosition")}
          value={config.txtStyle.tabVal}
          options={positions}
          onChange={(tabVal) => set({ txtStyle: { tabVal } })}
        />
        <ThemeToneProp
          value={config.themeStyleConfig}
          onChange={(themeStyleConfig) => set({ themeStyleConfig })}
        >
          <ColourListProp
            label={t("pageDiy.props.dotColour")}
            value={config.docColor}
            onChange={(docColor) => set({ docColor })}
          />
        </ThemeToneProp>
      </PropSection>
    </>
  );
}

/** A corner slider for a carousel's pictures. */
export const RadiusProp = ({
  label,
  value,
  onChange,
}: {
  label: string;
  value: number;
  onChange: (v: number) => void;
}) => <SliderProp label={label} max={30} value={value} onChange={onChange} />;
