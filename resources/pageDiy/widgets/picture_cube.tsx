import { BorderInnerOutlined } from "@ant-design/icons";
import { Input, Radio } from "antd";
import type { CSSProperties } from "react";
import { useTranslation } from "react-i18next";
import {
  CUBE_LAYOUTS,
  cubeCell,
  cubeEditorEntry,
  type CubeFill,
} from "../../../server/shared/pageDiy/widgets/picture_cube";
import {
  binder,
  BoxSection,
  ImageProp,
  PropRow,
  PropSection,
  TabChoice,
  ValSlider,
} from "./controls";
import { boxStyle } from "./preview/box";
import { Picture } from "./preview/Picture";
import { defineWidget, type Draft } from "./types";

type Cube = Draft<"pictureCube">;
type Cell = Cube["picStyle"]["picList"][number];

/** How each layout places its pictures (on a two-column grid where it has more than one row). */
const GRIDS: CSSProperties[] = [
  { gridTemplateColumns: "1fr" },
  { gridTemplateColumns: "1fr 1fr" },
  { gridTemplateColumns: "1fr 1fr 1fr" },
  {
    gridTemplateColumns: "1fr 1fr",
    gridTemplateRows: "1fr 1fr",
    gridTemplateAreas: '"a b" "a c"',
    aspectRatio: "2 / 1",
  },
  { gridTemplateColumns: "1fr 1fr 1fr 1fr" },
  {
    gridTemplateColumns: "1fr 1fr",
    gridTemplateRows: "1fr 1fr",
    aspectRatio: "2 / 1",
  },
];
const AREAS = ["a", "b", "c"];
/** `radioVal`: "0" stretch, "1" scale, "2" fill. */
const FIT = { "0": "fill", "1": "contain", "2": "cover" } as const;

const countOf = (style: number) => CUBE_LAYOUTS[style]?.[2] ?? 1;
/** The cells of a layout: the stored ones, then empty ones. */
const cellsOf = (config: Cube, style = config.tabConfig.tabVal) =>
  Array.from(
    { length: countOf(style) },
    (_, i) => config.picStyle.picList[i] ?? (cubeCell() as Cell),
  );

/** A cell edited: the picture list, the selected cell (`picStyle.tabVal`) and the original editor's mirror of it. */
function withCell(config: Cube, index: number, cell: Cell): Cube {
  const picList = cellsOf(config).map((c, i) => (i === index ? cell : c));
  const mirror = config.menuConfig.list[0];
  const entry = cubeEditorEntry(
    cell.image,
    cell.link,
    (cell.radioVal ?? "0") as CubeFill,
  );
  return {
    ...config,
    picStyle: { ...config.picStyle, tabVal: index, picList },
    menuConfig: {
      ...config.menuConfig,
      list: [
        mirror
          ? {
              ...mirror,
              img: entry.img,
              info: [{ ...mirror.info[0], ...entry.info[0] }],
            }
          : entry,
      ],
    },
  };
}

/** 图片魔方 (`pictureCube`): one to four pictures in six layouts. */
export const pictureCube = defineWidget({
  name: "pictureCube",
  id: "picture_cube",
  group: "basic",
  icon: <BorderInnerOutlined />,
  Preview: ({ config }) => {
    const style = config.tabConfig.tabVal;
    const grid = GRIDS[style] ?? GRIDS[0]!;
    const twoRows = !!grid.gridTemplateRows;
    return (
      <div style={boxStyle(config)}>
        <div
          style={{ display: "grid", gap: config.spaceConfig.val, ...grid }}
          data-testid="preview-cube"
        >
          {cellsOf(config).map((cell, i) => (
            <Picture
              key={i}
              src={cell.image}
              style={{
                height: twoRows ? "100%" : style === 0 ? 190 : 110,
                objectFit: FIT[(cell.radioVal ?? "0") as CubeFill] ?? "fill",
                borderRadius: config.contantStyle.val,
                gridArea: style === 3 ? AREAS[i] : undefined,
              }}
            />
          ))}
        </div>
      </div>
    );
  },
  Panel: function CubePanel({ config, onChange }) {
    const { t } = useTranslation();
    const bind = binder(config, onChange);
    return (
      <>
        <PropSection title={t("pageDiy.props.content")}>
          <TabChoice
            label={t("pageDiy.props.layout")}
            options={CUBE_LAYOUTS.map((_, value) => ({
              value,
              label: t(`pageDiy.props.cube${value}`),
            }))}
            value={config.tabConfig}
            onChange={(tabConfig) =>
              onChange({
                ...config,
                tabConfig,
                picStyle: {
                  ...config.picStyle,
                  tabVal: 0,
                  picList: cellsOf(config, tabConfig.tabVal),
                },
              })
            }
          />
          {cellsOf(config).map((cell, i) => (
            <PropRow
              key={i}
              label={t("pageDiy.props.pictureN", { n: i + 1 })}
              wide
            >
              <div
                style={{ display: "flex", gap: 8, alignItems: "flex-start" }}
              >
                <ImageProp
                  value={cell.image}
                  size={48}
                  onChange={(image) =>
                    onChange(withCell(config, i, { ...cell, image }))
                  }
                />
                <div style={{ flex: 1, display: "grid", gap: 6 }}>
                  <Input
                    size="small"
                    maxLength={100}
                    placeholder={t("pageDiy.props.link")}
                    value={cell.link}
                    onChange={(e) =>
                      onChange(
                        withCell(config, i, { ...cell, link: e.target.value }),
                      )
                    }
                  />
                  <Radio.Group
                    size="small"
                    value={cell.radioVal ?? "0"}
                    options={(["0", "1", "2"] as const).map((value) => ({
                      value,
                      label: t(`pageDiy.props.fit${value}`),
                    }))}
                    onChange={(e) =>
                      onChange(
                        withCell(config, i, {
                          ...cell,
                          radioVal: e.target.value as CubeFill,
                        }),
                      )
                    }
                  />
                </div>
              </div>
            </PropRow>
          ))}
        </PropSection>
        <PropSection title={t("pageDiy.props.look")}>
          <ValSlider
            label={t("pageDiy.props.pictureGap")}
            {...bind("spaceConfig")}
          />
          <ValSlider
            label={t("pageDiy.props.pictureRadius")}
            {...bind("contantStyle")}
          />
        </PropSection>
        <BoxSection config={config} onChange={onChange} />
      </>
    );
  },
});
