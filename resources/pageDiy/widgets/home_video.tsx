import { PlayCircleOutlined, VideoCameraOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import {
  BoxSection,
  ImageProp,
  PropSection,
  SliderProp,
  SwitchProp,
  TextProp,
} from "./controls";
import { boxStyle } from "./preview/box";
import { defaultBox } from "./preview/defaults";
import { defineWidget } from "./types";

const box = () => defaultBox();

/** 视频: an mp4 address with a cover picture. */
export const homeVideo = defineWidget({
  name: "video",
  id: "home_video",
  group: "basic",
  icon: <VideoCameraOutlined />,
  create: () => ({
    videoConfig: { url: "" },
    coverConfig: { url: "" },
    autoplay: { val: false },
    contentStyle: { val: 0 },
    ...box(),
  }),
  Preview: ({ config }) => (
    <div style={boxStyle(config)}>
      {config.videoConfig.url ? (
        <video
          src={config.videoConfig.url}
          poster={config.coverConfig.url || undefined}
          controls
          muted
          style={{
            width: "100%",
            display: "block",
            borderRadius: config.contentStyle.val,
            background: "#000",
          }}
        />
      ) : (
        <div
          style={{
            height: 180,
            display: "grid",
            placeItems: "center",
            background: "#222",
            color: "#fff",
            fontSize: 36,
            borderRadius: config.contentStyle.val,
          }}
        >
          <PlayCircleOutlined />
        </div>
      )}
    </div>
  ),
  Panel: function VideoPanel({ config, onChange }) {
    const { t } = useTranslation();
    return (
      <>
        <PropSection title={t("pageDiy.props.content")}>
          <TextProp
            label={t("pageDiy.props.videoUrl")}
            max={1000}
            placeholder="https://…/video.mp4"
            value={config.videoConfig.url}
            onChange={(url) => onChange({ ...config, videoConfig: { url } })}
          />
          <ImageProp
            label={t("pageDiy.props.cover")}
            value={config.coverConfig.url}
            onChange={(url) => onChange({ ...config, coverConfig: { url } })}
          />
          <SwitchProp
            label={t("pageDiy.props.autoplay")}
            value={config.autoplay.val}
            onChange={(val) => onChange({ ...config, autoplay: { val } })}
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
