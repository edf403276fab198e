import { DatePicker, Form, Input, Radio } from "antd";
import type { Rule } from "antd/es/form";
import { useTranslation } from "react-i18next";
import { enumOptions } from "../../../src/enums/enumTable";
import { ROOM_TYPE } from "../../../src/enums/live";
import { MediaPicture } from "../shared/MediaPicture";
import { withinChinese } from "../shared/wechatText";
import { ROOM_SWITCHES, timesProblem, type RoomSwitch, type RoomValues } from "./roomForm";

type PictureField = "coverImgLocal" | "shareImgLocal" | "feedsImgLocal";
const MEDIA_OF: Record<PictureField, "coverImg" | "shareImg" | "feedsImg"> = { coverImgLocal: "coverImg", shareImgLocal: "shareImg", feedsImgLocal: "feedsImg" };

/** The room form's fields; `startIsNew` tells whether a start time must still lie ahead. */
export function RoomFormFields({ disabled, startIsNew }: { disabled: boolean; startIsNew: (values: RoomValues) => boolean }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance<RoomValues>();
  const chinese = (min: number, max: number, message: string): Rule => ({
    validator: (_, v: string) => (!v?.trim() || withinChinese(v, min, max) ? Promise.resolve() : Promise.reject(new Error(message))),
  });
  const required = (message: string): Rule => ({ required: true, whitespace: true, message });
  const picture = (name: PictureField, help: string, missing: string) => (
    <Form.Item name={name} label={t(`live.room.${name}`)} extra={t(help)} rules={[{ required: true, message: t(missing) }]}>
      <MediaPicture disabled={disabled} onMedia={(mediaId) => form.setFieldValue(MEDIA_OF[name], mediaId)} />
    </Form.Item>
  );
  const openClosed = (name: RoomSwitch) => (
    <Form.Item key={name} name={name} label={t(`live.room.${name}`)} extra={t(`live.roomEditor.help.${name}`)}>
      <Radio.Group disabled={disabled} data-testid={`live-room-${name}`}>
        <Radio value={0}>{t("live.room.open")}</Radio>
        <Radio value={1}>{t("live.room.closed")}</Radio>
      </Radio.Group>
    </Form.Item>
  );
  return (
    <>
      <Form.Item name="roomName" label={t("live.room.roomName")} rules={[required(t("live.roomEditor.errors.roomName")), chinese(3, 17, t("live.roomEditor.errors.roomNameLength"))]}>
        <Input disabled={disabled} placeholder={t("live.roomEditor.roomNamePlaceholder")} data-testid="live-room-name" />
      </Form.Item>
      <Form.Item name="anchorName" label={t("live.room.anchorName")} rules={[required(t("live.roomEditor.errors.anchorName")), chinese(2, 15, t("live.roomEditor.errors.anchorNameLength"))]}>
        <Input disabled={disabled} placeholder={t("live.roomEditor.anchorNamePlaceholder")} data-testid="live-room-anchor" />
      </Form.Item>
      <Form.Item name="anchorWechat" label={t("live.room.anchorWechat")} extra={t("live.roomEditor.help.anchorWechat")} rules={[required(t("live.roomEditor.errors.anchorWechat"))]}>
        <Input disabled={disabled} maxLength={64} data-testid="live-room-anchor-wechat" />
      </Form.Item>
      <Form.Item name="subAnchorWechat" label={t("live.room.subAnchorWechat")}>
        <Input disabled={disabled} maxLength={64} />
      </Form.Item>
      <Form.Item name="createrWechat" label={t("live.room.createrWechat")} extra={t("live.roomEditor.help.createrWechat")}>
        <Input disabled={disabled} maxLength={64} />
      </Form.Item>
      {picture("coverImgLocal", "live.roomEditor.help.cover", "live.roomEditor.errors.cover")}
      {picture("shareImgLocal", "live.roomEditor.help.share", "live.roomEditor.errors.share")}
      {picture("feedsImgLocal", "live.roomEditor.help.feeds", "live.roomEditor.errors.feeds")}
      {(["coverImg", "shareImg", "feedsImg"] as const).map((name) => (
        <Form.Item key={name} name={name} hidden>
          <Input />
        </Form.Item>
      ))}
      <Form.Item
        name="times"
        label={t("live.room.times")}
        extra={t("live.roomEditor.help.times")}
        required
        rules={[
          {
            validator: (_, times) => {
              const problem = timesProblem(times, startIsNew(form.getFieldsValue(true) as RoomValues));
              return problem ? Promise.reject(new Error(t(problem))) : Promise.resolve();
            },
          },
        ]}
      >
        <DatePicker.RangePicker disabled={disabled} showTime={{ format: "HH:mm" }} format="YYYY-MM-DD HH:mm" style={{ width: 380 }} data-testid="live-room-times" />
      </Form.Item>
      <Form.Item name="type" label={t("live.room.type")}>
        <Radio.Group disabled={disabled} options={enumOptions(ROOM_TYPE, t)} />
      </Form.Item>
      <Form.Item name="isFeedsPublic" label={t("live.room.isFeedsPublic")} extra={t("live.roomEditor.help.isFeedsPublic")}>
        <Radio.Group disabled={disabled}>
          <Radio value={1}>{t("live.room.open")}</Radio>
          <Radio value={0}>{t("live.room.closed")}</Radio>
        </Radio.Group>
      </Form.Item>
      {ROOM_SWITCHES.map(openClosed)}
    </>
  );
}
