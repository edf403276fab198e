import { SearchOutlined } from "@ant-design/icons";
import { BoxSection } from "./controls";
import { boxStyle } from "./preview/box";
import { defaultBox } from "./preview/defaults";
import { SearchBar, SearchSettings, searchDefaults } from "./searchParts";
import { defineWidget } from "./types";

const box = () => defaultBox({ up: 8, down: 8, lr: 0 });

/** 搜索框: stays at the top of the page. */
export const searchBox = defineWidget({
  name: "headerSerch",
  id: "search_box",
  group: "basic",
  icon: <SearchOutlined />,
  placement: "top",
  create: (t) => ({ ...searchDefaults(t), ...box() }),
  Preview: ({ config }) => (
    <div style={boxStyle(config, 12)}>
      <SearchBar config={config} />
    </div>
  ),
  Panel: ({ config, onChange }) => (
    <>
      <SearchSettings config={config} onChange={onChange} />
      <BoxSection config={config} onChange={onChange} defaults={box()} />
    </>
  ),
});
