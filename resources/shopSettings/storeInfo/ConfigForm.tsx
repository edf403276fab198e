import { Button, Form, Input, InputNumber, Radio, Select, Space, Switch, Typography } from "antd";
import { UnsavedChangesNotifier } from "@refinedev/react-router";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { reloadAdminInfo } from "../../../providers/session";
import { enumOptions } from "../../../src/enums/enumTable";
import { SWITCH_STATUS } from "../../../src/enums/common";
import { RECEIPT_PRINTING, SERVICE_TYPE } from "../../../src/enums/shop";
import { KeywordTagInput } from "../../../src/widgets/KeywordTagInput";
import { ImagePicker } from "../../../src/widgets/library";
import { useRunAction } from "../../../src/widgets/useRunAction";
import { useUnsavedGuard } from "../../../src/widgets/useUnsavedGuard";
import { TYPING_VALIDATE_DELAY_MS } from "../../../src/widgets/validators";
import { WithAddons } from "../../../src/widgets/WithAddons";
import { CONFIG_ANSWER_KEY, SHOP } from "../endpoints";
import { ALERT_STOCK_MAX, INTRO_MAX, isCoordinate, isServiceLink, isServicePhone, toRequestBody, type ConfigFormValues } from "./configForm";
import { useAllowedEach } from "../../../src/access/useAllowed";

/** The shop pictures: field, size hint in px. */
const PICTURES: Array<[keyof ConfigFormValues, string]> = [
  ["avatar", "90*90"],
  ["backImage", "375*180"],
  ["streetBackImage", "355*78"],
  ["coverImage", "350*350"],
  ["rectangleLogo", "300*88"],
];

const check = (ok: boolean, message: string) => (ok ? Promise.resolve() : Promise.reject(new Error(message)));

/** 店铺信息: the merchant's own configuration (MerchantConfigInfoVo), saved with `config/info/edit`. */
export function ConfigForm({ initial }: { initial: ConfigFormValues }) {
  const may = useAllowedEach(SHOP.store, ["editConfig"]);
  const { t } = useTranslation();
  const [form] = Form.useForm<ConfigFormValues>();
  const guard = useUnsavedGuard();
  const queries = useQueryClient();
  const { run, pending } = useRunAction();
  const serviceType = Form.useWatch("serviceType", form) ?? initial.serviceType;
  const maySave = may.editConfig;
  const c = (key: string, vars?: Record<string, unknown>) => t(`shopSettings.config.${key}`, vars);

  const save = async () => {
    try {
      await form.validateFields();
    } catch {
      return; // The fields show their messages.
    }
    // Fields hidden by the service type are not registered; the store still holds them.
    const values = form.getFieldsValue(true) as ConfigFormValues;
    try {
      await run(SHOP.store, "editConfig", toRequestBody(values), c("saved"));
    } catch {
      return; // Shown by the HTTP client; the form keeps what was typed.
    }
    guard.clear();
    // The print switches travel with the signed-in profile (order pages read them).
    void reloadAdminInfo().catch(() => undefined);
    // The answer the page was opened with is old now. Opened again after its tab was closed, the
    // page fills the form from the cached answer at once (its own refetch comes too late for the
    // form): without this it showed the values from before the save.
    await queries.invalidateQueries({ queryKey: CONFIG_ANSWER_KEY }).catch(() => undefined);
  };

  return (
    <>
      <UnsavedChangesNotifier translationKey="shopSettings.config.unsaved" message={c("unsaved")} />
      <Form<ConfigFormValues>
        form={form}
        initialValues={initial}
        labelCol={{ flex: "180px" }}
        wrapperCol={{ flex: "1", style: { minWidth: 0, maxWidth: 640 } }}
        labelWrap
        disabled={!maySave}
        onValuesChange={guard.markDirty}
        onFinish={() => void save()}
        data-testid="config-form"
      >
        {PICTURES.map(([field, size]) => (
          <Form.Item key={field} name={field} label={c(`fields.${field}`)} extra={c("pictureHint", { size })} rules={[{ required: true, message: c(`required.${field}`) }]}>
            <ImagePicker model="merchant" size={72} />
          </Form.Item>
        ))}
        <Form.Item name="intro" label={c("fields.intro")} rules={[{ required: true, whitespace: true, message: c("required.intro") }]} validateDebounce={TYPING_VALIDATE_DELAY_MS}>
          <Input.TextArea rows={3} maxLength={INTRO_MAX} showCount data-testid="config-intro" />
        </Form.Item>
        <Form.Item name="keywords" label={c("fields.keywords")} rules={[{ required: true, type: "array", min: 1, message: c("required.keywords") }]}>
          <KeywordTagInput />
        </Form.Item>
        <Form.Item name="serviceType" label={c("fields.serviceType")} rules={[{ required: true, message: c("required.serviceType") }]}>
          <Select options={enumOptions(SERVICE_TYPE, t)} style={{ width: 200 }} data-testid="config-service-type" />
        </Form.Item>
        {serviceType === "H5" && (
          <Form.Item
            name="serviceLink"
            label={c("fields.serviceLink")}
            validateDebounce={TYPING_VALIDATE_DELAY_MS}
            rules={[{ required: true, whitespace: true, message: c("required.serviceLink") }, { validator: (_, v: string) => check(!v || isServiceLink(v), c("invalid.serviceLink")) }]}
          >
            <Input placeholder="https://" data-testid="config-service-link" />
          </Form.Item>
        )}
        {serviceType === "phone" && (
          <Form.Item
            name="servicePhone"
            label={c("fields.servicePhone")}
            validateDebounce={TYPING_VALIDATE_DELAY_MS}
            rules={[{ required: true, whitespace: true, message: c("required.servicePhone") }, { validator: (_, v: string) => check(!v || isServicePhone(v), c("invalid.servicePhone")) }]}
          >
            <Input maxLength={20} data-testid="config-service-phone" />
          </Form.Item>
        )}
        <Form.Item name="alertStock" label={c("fields.alertStock")} extra={c("alertStockHint")} rules={[{ required: true, message: c("required.alertStock") }]}>
          <InputNumber min={0} max={ALERT_STOCK_MAX} precision={0} style={{ width: 160 }} data-testid="config-alert-stock" />
        </Form.Item>
        <Form.Item name="isTakeTheir" label={c("fields.isTakeTheir")} valuePropName="checked">
          <Switch checkedChildren={t("enums.switch.1")} unCheckedChildren={t("enums.switch.0")} data-testid="config-take-their" />
        </Form.Item>
        <Form.Item name="receiptPrintingSwitch" label={c("fields.receiptPrintingSwitch")}>
          <Radio.Group options={enumOptions(RECEIPT_PRINTING, t)} data-testid="config-receipt-printing" />
        </Form.Item>
        <Form.Item name="electrPrintingSwitch" label={c("fields.electrPrintingSwitch")}>
          <Radio.Group options={enumOptions(SWITCH_STATUS, t).reverse()} data-testid="config-electr-printing" />
        </Form.Item>
        <Form.Item name="addressDetail" label={c("fields.addressDetail")} rules={[{ required: true, whitespace: true, message: c("required.addressDetail") }]} validateDebounce={TYPING_VALIDATE_DELAY_MS}>
          <Input maxLength={200} data-testid="config-address" />
        </Form.Item>
        <Form.Item label={c("fields.coordinates")} required extra={c("coordinatesHint")} style={{ marginBottom: 0 }}>
          <Space wrap align="start">
            <Form.Item
              name="latitude"
              validateDebounce={TYPING_VALIDATE_DELAY_MS}
              rules={[{ required: true, whitespace: true, message: c("required.latitude") }, { validator: (_, v: string) => check(!v || isCoordinate(v, "latitude"), c("invalid.latitude")) }]}
            >
              <WithAddons before={c("fields.latitude")} names width={220}>
                <Input data-testid="config-latitude" />
              </WithAddons>
            </Form.Item>
            <Form.Item
              name="longitude"
              validateDebounce={TYPING_VALIDATE_DELAY_MS}
              rules={[{ required: true, whitespace: true, message: c("required.longitude") }, { validator: (_, v: string) => check(!v || isCoordinate(v, "longitude"), c("invalid.longitude")) }]}
            >
              <WithAddons before={c("fields.longitude")} names width={220}>
                <Input data-testid="config-longitude" />
              </WithAddons>
            </Form.Item>
          </Space>
        </Form.Item>
        {maySave ? (
          <Form.Item label=" " colon={false}>
            <Button type="primary" htmlType="submit" loading={pending} disabled={false} data-testid="config-save">
              {c("save")}
            </Button>
          </Form.Item>
        ) : (
          <Typography.Text type="secondary">{c("readOnly")}</Typography.Text>
        )}
      </Form>
    </>
  );
}
