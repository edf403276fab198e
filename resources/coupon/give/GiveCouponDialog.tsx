import { useTranslation } from "react-i18next";
import { useRunAction } from "../../../src/widgets/useRunAction";
import { COUPON_PICKER } from "../../../src/widgets/pickers/couponEndpoints";
import { UserPicker } from "../../../src/widgets/pickers/UserPicker";
import { COUPON } from "../endpoints";
import type { Coupon, CustomerRow } from "../types";

/**
 * 发送给用户: find a customer with the user picker (GET user/list), choose one, and
 * give them the coupon (POST coupon/user/receive {couponId, uid}).
 */
export function GiveCouponDialog({ coupon, onClose, onGiven }: { coupon: Coupon; onClose: () => void; onGiven: () => void }) {
  const { t } = useTranslation();
  const { run } = useRunAction();
  const give = async (user: CustomerRow) => {
    await run(COUPON_PICKER, "receive", { couponId: coupon.id, uid: user.id }, t("coupon.give.sent"));
    onGiven();
  };
  return (
    <UserPicker
      resource={COUPON.customers}
      title={t("coupon.give.title", { name: coupon.name })}
      okText={t("coupon.give.send")}
      onOk={give}
      onCancel={onClose}
      testId="coupon-give"
    />
  );
}
