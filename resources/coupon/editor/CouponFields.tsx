import { ConfigProvider, DatePicker, Form, Input, InputNumber, Radio } from "antd";
import dayjs from "dayjs";
import { useTranslation } from "react-i18next";
import { COUPON_CATEGORY_CODE, MERCHANT_COUPON_CATEGORY, MERCHANT_RECEIVE_TYPE } from "../../../src/enums/coupon";
import { enumOptions } from "../../../src/enums/enumTable";
import type { CouponFormValues } from "./formModel";
import { WithAddons } from "../../../src/widgets/WithAddons";
import { LIMITS } from "./couponRules";
import { LinkedProducts } from "./LinkedProducts";
import { useCouponFieldRules } from "./useCouponFieldRules";

const DISPLAY_TIME = "YYYY-MM-DD HH:mm:ss";
const beforeToday = (d: dayjs.Dayjs) => d.isBefore(dayjs().startOf("day"));

/**
 * Every field of a coupon (contract §3.8). In edit mode everything is read-only except the
 * linked products, the one thing the backend lets a merchant change on an existing coupon.
 */
export function CouponFields({ productsOnly }: { productsOnly: boolean }) {
  const { t } = useTranslation();
  const rules = useCouponFieldRules();
  const form = Form.useFormInstance<CouponFormValues>();
  const category = Form.useWatch("category", form);
  const hasThreshold = Form.useWatch("hasThreshold", form);
  const isFixedTime = Form.useWatch("isFixedTime", form);
  const isTimeReceive = Form.useWatch("isTimeReceive", form);
  const isLimited = Form.useWatch("isLimited", form);
  const yesNo = (yes: string, no: string) => [
    { value: true, label: t(yes) },
    { value: false, label: t(no) },
  ];
  const range = (testId: string) => (
    <DatePicker.RangePicker showTime format={DISPLAY_TIME} disabledDate={beforeToday} placeholder={[t("coupon.editor.start"), t("coupon.editor.end")]} data-testid={testId} />
  );
  return (
    <>
      <Form.Item name="name" label={t("coupon.editor.name")} rules={rules.name}>
        <Input maxLength={LIMITS.nameMax} showCount placeholder={t("coupon.editor.namePlaceholder")} style={{ maxWidth: 460 }} data-testid="coupon-name" />
      </Form.Item>
      <Form.Item name="category" label={t("coupon.editor.category")}>
        <Radio.Group options={enumOptions(MERCHANT_COUPON_CATEGORY, t)} data-testid="coupon-category" />
      </Form.Item>
      {category === COUPON_CATEGORY_CODE.product && (
        <ConfigProvider componentDisabled={false}>
          <Form.Item name="products" label={t("coupon.editor.products")} rules={rules.products} required extra={productsOnly ? t("coupon.editor.productsOnly") : undefined}>
            <LinkedProducts />
          </Form.Item>
        </ConfigProvider>
      )}
      <Form.Item name="money" label={t("coupon.editor.money")} rules={rules.money} extra={t("coupon.editor.moneyHelp")}>
        <WithAddons after={t("coupon.editor.yuan")} width={200}>
          <InputNumber min={LIMITS.moneyMin} max={LIMITS.moneyMax} precision={0} data-testid="coupon-money" />
        </WithAddons>
      </Form.Item>
      <Form.Item name="hasThreshold" label={t("coupon.editor.threshold")}>
        <Radio.Group options={yesNo("coupon.editor.withThreshold", "coupon.editor.noThreshold").reverse()} data-testid="coupon-threshold" />
      </Form.Item>
      {hasThreshold && (
        <Form.Item name="minPrice" label={t("coupon.editor.minPrice")} rules={rules.minPrice} dependencies={["money"]}>
          <WithAddons after={t("coupon.editor.yuan")} width={200}>
            <InputNumber min={1} max={LIMITS.minPriceMax} precision={0} data-testid="coupon-min-price" />
          </WithAddons>
        </Form.Item>
      )}
      <Form.Item name="isFixedTime" label={t("coupon.editor.validity")}>
        <Radio.Group options={yesNo("coupon.editor.fixedTime", "coupon.editor.byDays").reverse()} data-testid="coupon-fixed-time" />
      </Form.Item>
      {isFixedTime ? (
        <Form.Item name="useTime" label={t("coupon.editor.useTime")} rules={rules.useTime} dependencies={["receiveTime"]}>
          {range("coupon-use-time")}
        </Form.Item>
      ) : (
        <Form.Item name="day" label={t("coupon.editor.day")} rules={rules.day}>
          <WithAddons after={t("coupon.editor.dayUnit")} width={200}>
            <InputNumber min={LIMITS.dayMin} max={LIMITS.dayMax} precision={0} data-testid="coupon-day" />
          </WithAddons>
        </Form.Item>
      )}
      <Form.Item name="isTimeReceive" label={t("coupon.editor.isTimeReceive")}>
        <Radio.Group options={yesNo("coupon.editor.timed", "coupon.editor.untimed")} data-testid="coupon-time-receive" />
      </Form.Item>
      {isTimeReceive && (
        <Form.Item name="receiveTime" label={t("coupon.editor.receiveTime")} rules={rules.receiveTime}>
          {range("coupon-receive-time")}
        </Form.Item>
      )}
      <Form.Item name="receiveType" label={t("coupon.editor.receiveType")}>
        <Radio.Group options={enumOptions(MERCHANT_RECEIVE_TYPE, t)} data-testid="coupon-receive-type" />
      </Form.Item>
      <Form.Item name="isLimited" label={t("coupon.editor.isLimited")}>
        <Radio.Group options={yesNo("coupon.editor.limited", "coupon.editor.unlimited")} data-testid="coupon-limited" />
      </Form.Item>
      {isLimited && (
        <Form.Item name="total" label={t("coupon.editor.total")} rules={rules.total}>
          <InputNumber min={LIMITS.totalMin} max={LIMITS.totalMax} precision={0} style={{ width: 200 }} data-testid="coupon-total" />
        </Form.Item>
      )}
      <Form.Item name="sort" label={t("coupon.editor.sort")} rules={rules.sort} extra={t("coupon.editor.sortHelp")}>
        <InputNumber min={0} max={LIMITS.sortMax} precision={0} style={{ width: 200 }} data-testid="coupon-sort" />
      </Form.Item>
      <Form.Item name="status" label={t("coupon.editor.status")}>
        <Radio.Group options={yesNo("coupon.enums.status.true", "coupon.enums.status.false")} data-testid="coupon-status" />
      </Form.Item>
    </>
  );
}
