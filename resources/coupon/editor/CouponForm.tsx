import { Button, Card, Form } from "antd";
import { UnsavedChangesNotifier } from "@refinedev/react-router";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { useUnsavedGuard } from "../../../src/widgets/useUnsavedGuard";
import { LIST_PATH } from "../area";
import { CouponFields } from "./CouponFields";
import type { CouponFormValues, EditorMode } from "./formModel";
import { useSaveCoupon } from "./useSaveCoupon";
import { useAllowedEach } from "../../../src/access/useAllowed";
import { COUPON } from "../endpoints";

/** The coupon form with its save button and the unsaved-changes guard. */
export function CouponForm({ initial, mode, id }: { initial: CouponFormValues; mode: EditorMode; id: number }) {
  const may = useAllowedEach(COUPON.coupons, ["joinProducts", "create"]);
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<CouponFormValues>();
  const guard = useUnsavedGuard();
  const onSaved = () => {
    guard.clear();
    setTimeout(() => navigate(LIST_PATH), 0);
  };
  const { save, saving } = useSaveCoupon(form, mode, id, onSaved);
  const productsOnly = mode === "edit";
  const maySave = productsOnly ? may.joinProducts : may.create;
  return (
    <Card>
      <UnsavedChangesNotifier translationKey="coupon.editor.unsaved" message={t("coupon.editor.unsaved")} />
      <Form<CouponFormValues>
        form={form}
        initialValues={initial}
        labelCol={{ flex: "170px" }}
        wrapperCol={{ flex: "1", style: { minWidth: 0 } }}
        labelWrap
        disabled={productsOnly}
        onValuesChange={guard.markDirty}
        onFinish={() => void save()}
        data-testid="coupon-editor"
      >
        <CouponFields productsOnly={productsOnly} />
        {maySave && (
          <Form.Item label=" " colon={false}>
            <Button type="primary" loading={saving} onClick={() => void save()} disabled={false} data-testid="coupon-submit">
              {t("coupon.editor.submit")}
            </Button>
          </Form.Item>
        )}
      </Form>
    </Card>
  );
}
