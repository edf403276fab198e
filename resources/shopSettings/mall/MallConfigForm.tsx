import { Button, Form } from "antd";
import { UnsavedChangesNotifier } from "@refinedev/react-router";
import { useTranslation } from "react-i18next";
import { canDo } from "../../../providers/accessControl";
import { ImagePicker } from "../../../src/widgets/library";
import { ChosenProducts } from "../../../src/widgets/pickers/ChosenProducts";
import { useRunAction } from "../../../src/widgets/useRunAction";
import { useUnsavedGuard } from "../../../src/widgets/useUnsavedGuard";
import { SHOP_AUTH } from "../area";
import { SHOP } from "../endpoints";
import { BannerList } from "./BannerList";
import { RECOMMEND_MAX, toRequestBody, type PcConfigFormValues } from "./pcConfigForm";

/** The PC shop form, saved with `config/save/pc/shopping/config`; the page reloads the answer after a save. */
export function MallConfigForm({ initial, onSaved }: { initial: PcConfigFormValues; onSaved: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<PcConfigFormValues>();
  const guard = useUnsavedGuard();
  const { run, pending } = useRunAction();
  const maySave = canDo(SHOP_AUTH.pcSave);
  const m = (key: string, vars?: Record<string, unknown>) => t(`shopSettings.mall.${key}`, vars);

  const save = async (values: PcConfigFormValues) => {
    try {
      await run(SHOP.pc, "save", toRequestBody(values), m("saved"));
    } catch {
      return; // Shown by the HTTP client; the form keeps what was chosen.
    }
    guard.clear();
    onSaved();
  };

  return (
    <>
      <UnsavedChangesNotifier translationKey="shopSettings.mall.unsaved" message={m("unsaved")} />
      <Form<PcConfigFormValues>
        form={form}
        initialValues={initial}
        labelCol={{ flex: "170px" }}
        wrapperCol={{ flex: "1", style: { minWidth: 0, maxWidth: 900 } }}
        labelWrap
        disabled={!maySave}
        onValuesChange={guard.markDirty}
        onFinish={(values) => void save({ ...form.getFieldsValue(true), ...values })}
        data-testid="mall-form"
      >
        <Form.Item name="pcLogo" label={m("pcLogo")} extra={m("pictureHint", { size: "60*60" })} rules={[{ required: true, message: m("pcLogoRequired") }]}>
          <ImagePicker model="mallConfiguration" size={72} />
        </Form.Item>
        <Form.Item name="pcGoodStoreCoverImage" label={m("cover")} extra={m("pictureHint", { size: "228*228" })} rules={[{ required: true, message: m("coverRequired") }]}>
          <ImagePicker model="mallConfiguration" size={72} />
        </Form.Item>
        <Form.Item label={m("banners")}>
          <BannerList disabled={!maySave} />
        </Form.Item>
        <Form.Item name="products" label={m("products")} extra={m("productsHint", { max: RECOMMEND_MAX })}>
          <ChosenProducts max={RECOMMEND_MAX} testId="recommend" />
        </Form.Item>
        {maySave && (
          <Form.Item label=" " colon={false}>
            <Button type="primary" htmlType="submit" loading={pending} data-testid="mall-save">
              {m("save")}
            </Button>
          </Form.Item>
        )}
      </Form>
    </>
  );
}
