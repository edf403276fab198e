import { SearchOutlined } from "@ant-design/icons";
import { BoxSection } from "./controls";
import { boxStyle } from "./preview/box";
import { SearchBar, SearchSettings } from "./searchParts";
import { defineWidget } from "./types";

/** 搜索框 (`headerSerch`): stays at the top of the page, over its own background. */
export const searchBox = defineWidget({
  name: "headerSerch",
  id: "search_box",
  group: "basic",
  icon: <SearchOutlined />,
  placement: "top",
  Preview: ({ config }) => (
    <div style={{ ...boxStyle(config, 12), padding: 12, display: "flex" }}>
      <SearchBar config={config} placeholder={config.placeWords.val} />
    </div>
  ),
  Panel: ({ config, onChange }) => (
    <>
      <SearchSettings
        config={config}
        onChange={onChange}
        positions={2}
        placeholder={{
          value: config.placeWords.val,
          onChange: (val) =>
            onChange({ ...config, placeWords: { ...config.placeWords, val } }),
        }}
      />
      <BoxSection config={config} onChange={onChange} />
    </>
  ),
});
