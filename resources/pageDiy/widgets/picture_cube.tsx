import { BorderInnerOutlined } from "@ant-design/icons";
import { Input } from "antd";
import type { CSSProperties } from "react";
import { useTranslation } from "react-i18next";
import {
  BoxSection,
  ChoiceProp,
  ImageProp,
  PropRow,
  PropSection,
  SliderProp,
} from "./controls";
import { boxStyle } from "./preview/box";
import { defaultBox } from "./preview/defaults";
import { Picture } from "./preview/Picture";
import { defineWidget } from "./types";

const box = () => defaultBox();

/** Layouts: pictures per layout and where each sits (grid areas on a 2×2 or n×1 grid). */
export const CUBE_LAYOUTS: Array<{
  slots: number;
  grid: CSSProperties;
  areas?: string[];
}> = [
  { slots: 2, grid: { gridTemplateColumns: "1fr 1fr" } },
  { slots: 3, grid: { gridTemplateColumns: "1fr 1fr 1fr" } },
  { slots: 4, grid: { gridTemplateColumns: "1fr 1fr 1fr 1fr" } },
  {
    slots: 4,
    grid: { gridTemplateColumns: "1fr 1fr", gridTemplateRows: "1fr 1fr" },
  },
  {
    slots: 3,
    grid: {
      gridTemplateColumns: "1fr 1fr",
      gridTemplateRows: "1fr 1fr",
      gridTemplateAreas: '"a b" "a c"',
    },
    areas: ["a", "b", "c"],
  },
  {
    slots: 3,
    grid: {
      gridTemplateColumns: "1fr 1fr",
      gridTemplateRows: "1fr 1fr",
      gridTemplateAreas: '"a a" "b c"',
    },
    areas: ["a", "b", "c"],
  },
];

/** The picture list fitted to a layout's number of slots. */
const fitted = (list: Array<{ image: string; link: string }>, slots: number) =>
  Array.from({ length: slots }, (_, i) => list[i] ?? { image: "", link: "" });

/** 图片魔方: two to four pictures in one of six layouts. */
export const pictureCube = defineWidget({
  name: "pictureCube",
  id: "picture_cube",
  group: "basic",
  icon: <BorderInnerOutlined />,
  create: () => ({
    picStyle: { tabVal: 0, picList: fitted([], 2) },
    contentStyle: { val: 0 },
    contentConfig: { val: 0 },
    ...box(),
  }),
  Preview: ({ config }) => {
    const layout = CUBE_LAYOUTS[config.picStyle.tabVal] ?? CUBE_LAYOUTS[0]!;
    const square = config.picStyle.tabVal >= 3;
    return (
      <div style={boxStyle(config)}>
        <div
          style={{
            display: "grid",
            gap: config.contentConfig.val,
            aspectRatio: square ? "1 / 1" : undefined,
            ...layout.grid,
          }}
          data-testid="preview-cube"
        >
          {fitted(config.picStyle.picList, layout.slots).map((pic, i) => (
            <Picture
              key={i}
              src={pic.image}
              style={{
                height: square ? "100%" : 110,
                borderRadius: config.contentStyle.val,
                gridArea: layout.areas?.[i],
              }}
            />
          ))}
        </div>
      </div>
    );
  },
  Panel: function CubePanel({ config, onChange }) {
    const { t } = useTranslation();
    const layout = CUBE_LAYOUTS[config.picStyle.tabVal] ?? CUBE_LAYOUTS[0]!;
    const pictures = fitted(config.picStyle.picList, layout.slots);
    const setPictures = (picList: typeof pictures) =>
      onChange({ ...config, picStyle: { ...config.picStyle, picList } });
    return (
      <>
        <PropSection title={t("pageDiy.props.content")}>
          <ChoiceProp
            label={t("pageDiy.props.layout")}
            value={config.picStyle.tabVal}
            options={CUBE_LAYOUTS.map((_, value) => ({
              value,
              label: t(`pageDiy.props.cube${value}`),
            }))}
            onChange={(tabVal) =>
              onChange({
                ...config,
                picStyle: {
                  tabVal,
                  picList: fitted(
                    config.picStyle.picList,
                    CUBE_LAYOUTS[tabVal]!.slots,
                  ),
                },
              })
            }
          />
          {pictures.map((pic, i) => (
            <PropRow key={i} label={t("pageDiy.props.pictureN", { n: i + 1 })}>
              <div style={{ display: "flex", gap: 8, alignItems: "center" }}>
                <ImageProp
                  value={pic.image}
                  size={48}
                  onChange={(image) =>
                    setPictures(
                      pictures.map((p, j) => (j === i ? { ...p, image } : p)),
                    )
                  }
                />
                <Input
                  size="small"
                  maxLength={255}
                  placeholder={t("pageDiy.props.link")}
                  value={pic.link}
                  onChange={(e) =>
                    setPictures(
                      pictures.map((p, j) =>
                        j === i ? { ...p, link: e.target.value } : p,
                      ),
                    )
                  }
                />
              </div>
            </PropRow>
          ))}
        </PropSection>
        <PropSection title={t("pageDiy.props.look")}>
          <SliderProp
            label={t("pageDiy.props.pictureGap")}
            max={30}
            value={config.contentConfig.val}
            onChange={(val) => onChange({ ...config, contentConfig: { val } })}
          />
          <SliderProp
            label={t("pageDiy.props.pictureRadius")}
            max={30}
            value={config.contentStyle.val}
            onChange={(val) => onChange({ ...config, contentStyle: { val } })}
          />
        </PropSection>
        <BoxSection config={config} onChange={onChange} defaults={box()} />
      </>
    );
  },
});
