import {
  AppstoreOutlined,
  HomeOutlined,
  MenuOutlined,
  ShoppingCartOutlined,
  UserOutlined,
} from "@ant-design/icons";
import { Input } from "antd";
import { useTranslation } from "react-i18next";
import {
  colourAt,
  ImageProp,
  ItemList,
  PropSection,
  ColourListProp,
} from "./controls";
import { coloursOf } from "./preview/defaults";
import { defineWidget } from "./types";

/** Icons shown for entries without pictures of their own. */
const FALLBACK_ICONS = [
  HomeOutlined,
  AppstoreOutlined,
  ShoppingCartOutlined,
  UserOutlined,
  MenuOutlined,
];

/** 底部导航: two to five entries at the bottom of the screen; once per page, always last. */
export const homeFooter = defineWidget({
  name: "footer",
  id: "home_footer",
  group: "basic",
  icon: <MenuOutlined />,
  placement: "bottom",
  create: (t) => ({
    menuList: {
      list: (["home", "category", "cart", "mine"] as const).map((key) => ({
        name: t(`pageDiy.defaults.footer_${key}`),
        link: "",
        checkImg: "",
        uncheckImg: "",
      })),
    },
    txtColor: coloursOf("#282828"),
    activeTxtColor: coloursOf("#f62c2c"),
    bgColor: coloursOf("#ffffff"),
  }),
  Preview: ({ config }) => (
    <div
      style={{
        display: "flex",
        background: colourAt(config.bgColor),
        borderTop: "1px solid #eee",
        padding: "6px 0",
      }}
      data-testid="preview-footer"
    >
      {config.menuList.list.map((entry, i) => {
        const active = i === 0;
        const icon = active ? entry.checkImg : entry.uncheckImg;
        const Fallback = FALLBACK_ICONS[i] ?? MenuOutlined;
        return (
          <div
            key={i}
            style={{
              flex: 1,
              textAlign: "center",
              fontSize: 11,
              color: colourAt(active ? config.activeTxtColor : config.txtColor),
            }}
          >
            {icon ? (
              <img
                src={icon}
                alt=""
                style={{
                  width: 22,
                  height: 22,
                  display: "block",
                  margin: "0 auto",
                }}
              />
            ) : (
              <Fallback style={{ fontSize: 20, display: "block" }} />
            )}
            {entry.name}
          </div>
        );
      })}
    </div>
  ),
  Panel: function FooterPanel({ config, onChange }) {
    const { t } = useTranslation();
    const set = (patch: Partial<typeof config>) =>
      onChange({ ...config, ...patch });
    return (
      <>
        <PropSection title={t("pageDiy.props.content")}>
          <ItemList
            items={config.menuList.list}
            min={2}
            max={5}
            testId="footer-entries"
            create={() => ({
              name: "",
              link: "",
              checkImg: "",
              uncheckImg: "",
            })}
            onChange={(list) => set({ menuList: { list } })}
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
                    value={entry.checkImg}
                    size={36}
                    onChange={(checkImg) => update({ ...entry, checkImg })}
                  />
                  {t("pageDiy.props.iconActive")}
                  <ImageProp
                    value={entry.uncheckImg}
                    size={36}
                    onChange={(uncheckImg) => update({ ...entry, uncheckImg })}
                  />
                  {t("pageDiy.props.iconIdle")}
                </div>
                <Input
                  size="small"
                  maxLength={5}
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
        <PropSection title={t("pageDiy.props.colours")}>
          <ColourListProp
            label={t("pageDiy.props.textColour")}
            value={config.txtColor}
            reset="#282828"
            onChange={(txtColor) => set({ txtColor })}
          />
          <ColourListProp
            label={t("pageDiy.props.activeColour")}
            value={config.activeTxtColor}
            reset="#f62c2c"
            onChange={(activeTxtColor) => set({ activeTxtColor })}
          />
          <ColourListProp
            label={t("pageDiy.props.bgColour")}
            value={config.bgColor}
            reset="#ffffff"
            onChange={(bgColor) => set({ bgColor })}
          />
        </PropSection>
      </>
    );
  },
});
