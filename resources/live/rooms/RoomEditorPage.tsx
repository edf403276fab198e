import { useEffect } from "react";
import { Alert, Button, Card, Form, Spin } from "antd";
import { useCreate, useOne, useUpdate } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { useAllowedEach } from "../../../src/access/useAllowed";
import { toastSuccess } from "../../../providers/notify";
import { PageHeader } from "../../../src/widgets/PageHeader";
import { useUnsavedGuard } from "../../../src/widgets/useUnsavedGuard";
import { LIVE } from "../endpoints";
import { ROOM_PATH } from "../area";
import type { WechatLiveRoom } from "../types";
import { RoomFormFields } from "./RoomFormFields";
import { NEW_ROOM, roomBody, TIME_FORMAT, valuesOf, type RoomValues } from "./roomForm";
import { RoomGoodsPanel } from "./RoomGoodsPanel";
import { RoomStatusLine } from "./RoomStatusLine";

/** /marketing/broadcast/creatRoom/:roomId?/:type?: add a room, edit one not yet started, or view one with its goods. */
export default function RoomEditorPage() {
  const may = useAllowedEach(LIVE.rooms, ["edit", "create"]);
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { roomId, type } = useParams();
  const id = roomId ? Number(roomId) : undefined;
  const viewing = !!id && !!type;
  const [form] = Form.useForm<RoomValues>();
  const guard = useUnsavedGuard(!viewing);
  const { result: room, query } = useOne<WechatLiveRoom>({ resource: LIVE.rooms, id: id ?? 0, queryOptions: { enabled: !!id } });
  const { mutateAsync: create, mutation: creating } = useCreate();
  const { mutateAsync: update, mutation: updating } = useUpdate();

  useEffect(() => {
    // antd types a set value as a deep partial, which a Dayjs pair does not fit.
    if (room?.id) form.setFieldsValue(valuesOf(room) as Parameters<typeof form.setFieldsValue>[0]);
  }, [room, form]);

  const started = !!room?.id && room.liveStatus !== 102;
  const disabled = viewing || started || !(id ? may.edit : may.create);
  const startIsNew = (values: RoomValues) => !room?.id || values.times?.[0]?.format(TIME_FORMAT) !== room.startTime;

  const save = async () => {
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    const body = roomBody({ ...NEW_ROOM, ...(form.getFieldsValue(true) as RoomValues) }, id);
    try {
      if (id) await update({ resource: LIVE.rooms, id, values: body, successNotification: false, errorNotification: false });
      else await create({ resource: LIVE.rooms, values: body, successNotification: false, errorNotification: false });
    } catch {
      return; // Shown by the HTTP client; the form keeps what was typed.
    }
    guard.clear();
    toastSuccess(t(id ? "live.roomEditor.edited" : "live.roomEditor.added"));
    navigate(ROOM_PATH);
  };

  const title = t(!id ? "titles.live.roomAdd" : viewing ? "titles.live.roomDetail" : "titles.live.roomEdit");
  return (
    <Spin spinning={!!id && query.isLoading}>
      <Card>
        <PageHeader title={title} backTo={ROOM_PATH} />
        {viewing && room?.id && <RoomStatusLine room={room} />}
        {!viewing && started && <Alert type="warning" showIcon style={{ marginBottom: 16 }} message={t("live.roomEditor.startedNotice")} />}
        {!viewing && !id && <Alert type="info" showIcon style={{ marginBottom: 16 }} message={t("live.roomEditor.reviewNotice")} />}
        <Form<RoomValues>
          form={form}
          labelCol={{ flex: "170px" }}
          labelWrap
          wrapperCol={{ flex: "1", style: { maxWidth: 620 } }}
          initialValues={NEW_ROOM}
          onValuesChange={guard.markDirty}
          data-testid="live-room-form"
        >
          <RoomFormFields disabled={disabled} startIsNew={startIsNew} />
          {!disabled && (
            <Form.Item label=" " colon={false}>
              <Button type="primary" loading={creating.isPending || updating.isPending} onClick={() => void save()} data-testid="live-room-save">
                {t("live.roomEditor.submit")}
              </Button>
            </Form.Item>
          )}
        </Form>
      </Card>
      {viewing && room?.id && <RoomGoodsPanel room={room} />}
    </Spin>
  );
}
