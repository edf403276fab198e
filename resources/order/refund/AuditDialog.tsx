import { Form, Input, Radio } from "antd";
import { useTranslation } from "react-i18next";
import { FormDialog } from "../../../src/widgets/FormDialog";
import { ReturnAddressSelect } from "./ReturnAddressSelect";
import { requiredText } from "../../../src/widgets/textRules";

interface AuditValues {
  auditType: "success" | "refuse";
  reason?: string;
  merAddressId?: number;
}

interface AuditDialogProps {
  refundOrderNo: string;
  /** 2: return + refund, approving asks where the goods go back to. */
  afterSalesType: number;
  onSubmit: (body: { refundOrderNo: string; auditType: string; reason?: string; merAddressId?: number }) => Promise<void>;
  onClose: () => void;
}

/** 审核: approve or refuse (with a reason). Approving a return asks which of the merchant's addresses the goods go back to. */
export function AuditDialog({ refundOrderNo, afterSalesType, onSubmit, onClose }: AuditDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<AuditValues>();
  const auditType = Form.useWatch("auditType", form) ?? "success";
  const submit = (v: AuditValues) =>
    onSubmit({
      refundOrderNo,
      auditType: v.auditType,
      reason: v.auditType === "refuse" ? v.reason?.trim() : undefined,
      merAddressId: v.auditType === "success" && afterSalesType === 2 ? v.merAddressId : undefined,
    });
  return (
    <FormDialog
      title={t("order.refund.auditTitle")}
      form={form}
      testId="audit-dialog"
      okTestId="audit-ok"
      initialValues={{ auditType: "success" }}
      onClose={onClose}
      onSubmit={submit}
    >
      <Form.Item name="auditType" label={t("order.refund.auditResult")}>
        <Radio.Group data-testid="audit-type">
          <Radio value="success">{t("order.refund.approve")}</Radio>
          <Radio value="refuse">{t("order.refund.refuse")}</Radio>
        </Radio.Group>
      </Form.Item>
      {auditType === "success" && afterSalesType === 2 && (
        <Form.Item name="merAddressId" label={t("order.refund.returnAddress")} extra={t("order.refund.returnAddressHint")} rules={[{ required: true, message: t("order.refund.rules.address") }]}>
          <ReturnAddressSelect />
        </Form.Item>
      )}
      {auditType === "refuse" && (
        <Form.Item
          name="reason"
          label={t("order.refund.reason")}
          rules={requiredText(t("order.refund.rules.refuseReason"), 255, t("order.refund.rules.reasonLength"))}
        >
          <Input.TextArea rows={3} showCount maxLength={255} data-testid="audit-reason" />
        </Form.Item>
      )}
    </FormDialog>
  );
}
