import { useTranslation } from "react-i18next";
import { CouponPicker } from "../../../../src/widgets/pickers/CouponPicker";
import { useRunAction } from "../../../../src/widgets/useRunAction";
import { PRODUCT } from "../../endpoints";

/** 添加回馈券: the shared coupon picker; the chosen coupons go to one product or a batch. */
export function CouponsDialog({ ids, onClose, onDone }: { ids: number[]; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const { run } = useRunAction();
  const add = async (couponIds: number[]) => {
    if (ids.length > 1) await run(PRODUCT.products, "batchCoupons", { idList: ids, couponIds }, t("product.list.success.batch.coupons"));
    else await run(PRODUCT.products, "addCoupons", { id: ids[0], couponIds }, t("product.list.success.coupons"));
    onDone();
  };
  return <CouponPicker open multiple onCancel={onClose} onOk={(rows) => void add(rows.map((r) => r.id)).catch(() => undefined)} />;
}
