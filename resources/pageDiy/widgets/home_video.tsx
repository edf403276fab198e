import { PlayCircleOutlined, VideoCameraOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import {
  binder,
  BoxSection,
  optionsOf,
  PropSection,
  TabChoice,
  TextProp,
  UrlPicture,
  ValSlider,
} from "./controls";
import { boxStyle } from "./preview/box";
import { defineWidget, type Draft } from "./types";

/** The video the shop plays: the uploaded one (`uploadVideo`) or the linked one (`link`), by `tabConfig`. */
const videoOf = (config: Draft<"video">) =>
  config.tabConfig.tabVal === 0 ? config.uploadVideo.url : config.link.value;

/** 视频 (`video`): a video with its cover. */
export const homeVideo = defineWidget({
  name: "video",
  id: "home_video",
  group: "basic",
  icon: <VideoCameraOutlined />,
  Preview: ({ config }) => {
    const src = videoOf(config);
    const radius = config.contantStyle.val;
    return (
      <div style={boxStyle(config)}>
        {src ? (
          <video
            src={src}
            poster={config.cover.url || undefined}
            controls
            muted
            style={{
              width: "100%",
              height: 239,
              display: "block",
              borderRadius: radius,
              background: "#000",
            }}
          />
        ) : (
          <div
            style={{
              height: 239,
              display: "grid",
              placeItems: "center",
              background: "#222",
              color: "#fff",
              fontSize: 36,
              borderRadius: radius,
            }}
          >
            <PlayCircleOutlined />
          </div>
        )}
      </div>
    );
  },
  Panel: function VideoPanel({ config, onChange }) {
    const { t } = useTranslation();
    const bind = binder(config, onChange);
    const uploaded = config.tabConfig.tabVal === 0;
    return (
      <>
        <PropSection title={t("pageDiy.props.content")}>
          <TabChoice
            label={t("pageDiy.props.videoSource")}
            options={optionsOf([
              t("pageDiy.props.videoUploaded"),
              t("pageDiy.props.videoLinked"),
            ])}
            value={config.tabConfig}
            // Which of the two inputs the original's panel shows follows the choice (`isShow`).
            onChange={(tabConfig) =>
              onChange({
                ...config,
                tabConfig,
                uploadVideo: {
                  ...config.uploadVideo,
                  isShow: tabConfig.tabVal === 0 ? 1 : 0,
                },
                link: {
                  ...config.link,
                  isShow: tabConfig.tabVal === 1 ? 1 : 0,
                },
              })
            }
          />
          <TextProp
            label={t("pageDiy.props.videoUrl")}
            max={1000}
            placeholder="https://…/video.mp4"
            value={videoOf(config)}
            onChange={(url) =>
              onChange(
                uploaded
                  ? { ...config, uploadVideo: { ...config.uploadVideo, url } }
                  : { ...config, link: { ...config.link, value: url } },
              )
            }
            testId="prop-video-url"
          />
          <UrlPicture label={t("pageDiy.props.cover")} {...bind("cover")} />
        </PropSection>
        <PropSection title={t("pageDiy.props.look")}>
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
