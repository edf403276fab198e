import {
  AppstoreOutlined,
  CustomerServiceOutlined,
  HomeOutlined,
  MenuOutlined,
  TagsOutlined,
} from "@ant-design/icons";
import { Input } from "antd";
import { useTranslation } from "react-i18next";
import { footerEntry } from "../../../server/shared/pageDiy/widgets/home_footer";
import {
  binder,
  BoxSection,
  colourAt,
  ColourListProp,
  ImageProp,
  ItemList,
  PropSection,
  ThemeToneProp,
} from "./controls";
import { themed } from "./preview/box";
import { defineWidget } from "./types";

/** Icons shown for entries without pictures of their own. */
const FALLBACK_ICONS = [
  HomeOutlined,
  AppstoreOutlined,
  TagsOutlined,
  CustomerServiceOutlined,
  MenuOutlined,
];

/** 底部菜单 (`footer`): up to five entries at the bottom of the screen; once per page, always last. */
export const homeFooter = defineWidget({
  name: "footer",
  id: "home_footer",
  group: "basic",
  icon: <MenuOutlined />,
  placement: "bottom",
  Preview: ({ config }) => (
    <div
      style={{
        display: "flex",
        margin: `0 ${config.lrConfig.val}px`,
        borderRadius: config.bgStyle.val,
        background: `linear-gradient(${colourAt(config.bgColor, 0)}, ${colourAt(config.bgColor, 1)})`,
        borderTop: "1px solid #eee",
        padding: "6px 0",
      }}
      data-testid="preview-footer"
    >
      {config.menuList.list.map((entry, i) => {
        const active = i === 0;
        const icon = active ? entry.checked : entry.unchecked;
        const Fallback = FALLBACK_ICONS[i] ?? MenuOutlined;
        return (
          <div
            key={i}
            style={{
              flex: 1,
              textAlign: "center",
              fontSize: 12,
              color: active
                ? themed(config.themeStyleConfig, config.checkColor)
                : colourAt(config.fontColor),
            }}
          >
            {icon ? (
              <img
                src={icon}
                alt=""
                style={{
                  width: 25,
                  height: 25,
                  display: "block",
                  margin: "0 auto",
                }}
              />
            ) : (
              <Fallback style={{ fontSize: 22, display: "block" }} />
            )}
            {entry.name}
          </div>
        );
      })}
    </div>
  ),
  Panel: function FooterPanel({ config, onChange }) {
    const { t } = useTranslation();
    const bind = binder(config, onChange);
    const menu = config.menuList;
    return (
      <>
        <PropSection title={t("pageDiy.props.content")}>
          <ItemList
            items={menu.list}
            max={5}
            testId="footer-entries"
            create={() => footerEntry(t("pageDiy.defaults.footer_custom"), "")}
            onChange={(list) =>
              onChange({ ...config, menuList: { ...menu, list } })
            }
            render={(entry, update) => (
              <div style={{ display: "grid", gap: 6 }}>
                <div
                  style={{
                    display: "flex",
                    gap: 8,
                    alignItems: "center",
                    fontSize: 12,
                    color: "#999",
                  }}
                >
                  <ImageProp
                    value={entry.checked}
                    size={36}
                    onChange={(checked) => update({ ...entry, checked })}
                  />
                  {t("pageDiy.props.iconActive")}
                  <ImageProp
                    value={entry.unchecked}
                    size={36}
                    onChange={(unchecked) => update({ ...entry, unchecked })}
                  />
                  {t("pageDiy.props.iconIdle")}
                </div>
                <Input
                  size="small"
                  maxLength={4}
                  placeholder={t("pageDiy.props.entryTitle")}
                  value={entry.name}
                  onChange={(e) => update({ ...entry, name: e.target.value })}
                />
                <Input
                  size="small"
                  maxLength={255}
                  placeholder={t("pageDiy.props.link")}
                  value={entry.link}
                  onChange={(e) => update({ ...entry, link: e.target.value })}
                />
              </div>
            )}
          />
        </PropSection>
        <PropSection title={t("pageDiy.props.look")}>
          <ColourListProp
            label={t("pageDiy.props.textColour")}
            {...bind("fontColor")}
          />
          <ThemeToneProp {...bind("themeStyleConfig")}>
            <ColourListProp
              label={t("pageDiy.props.activeColour")}
              {...bind("checkColor")}
            />
          </ThemeToneProp>
        </PropSection>
        <BoxSection config={config} onChange={onChange} />
      </>
    );
  },
});
