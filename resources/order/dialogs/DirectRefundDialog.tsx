import { useState } from "react";
import { Alert, Modal, Radio, Space } from "antd";
import { useTranslation } from "react-i18next";
import { useRunAction } from "../../../src/widgets/useRunAction";
import { ORDER } from "../endpoints";
import { LineQuantities } from "../shared/LineQuantities";
import { useActionQuery } from "../shared/useActionQuery";
import { useLineChoice } from "../shared/useLineChoice";
import { refundableUnits } from "../ship/quantities";
import type { OrderDetailEntity } from "../types";

interface DirectRefundDialogProps {
  orderNo: string;
  onClose: () => void;
  onDone: () => void;
}

/** 直接退款: the whole order (1) or chosen units of its lines (2); the money goes back at once. */
export function DirectRefundDialog({ orderNo, onClose, onDone }: DirectRefundDialogProps) {
  const { t } = useTranslation();
  const { run, pending } = useRunAction();
  const lines = useActionQuery<OrderDetailEntity[]>({ resource: ORDER.orders, action: "lines", payload: { orderNo } });
  const [returnType, setReturnType] = useState<1 | 2>(1);
  const choice = useLineChoice(lines.data ?? [], refundableUnits);
  const { problem } = choice;

  const choose = (next: 1 | 2) => {
    setReturnType(next);
    if (next === 2) choice.start();
    else choice.clearProblem();
  };
  const submit = async () => {
    const chosen = returnType === 2 ? choice.check() : undefined;
    if (returnType === 2 && !chosen) return;
    await run(ORDER.orders, "directRefund", { orderNo, returnType, detailList: chosen }, t("order.refundDialog.done"));
    onDone();
  };

  return (
    <Modal
      open
      title={t("order.refundDialog.title")}
      width={720}
      onCancel={onClose}
      onOk={() => void submit().catch(() => undefined)}
      confirmLoading={pending}
      destroyOnHidden
      modalRender={(node) => <div data-testid="refund-dialog">{node}</div>}
      okButtonProps={{ "data-testid": "refund-dialog-ok", disabled: !lines.data }}
    >
      <Space direction="vertical" style={{ width: "100%" }}>
        <Alert type="warning" showIcon message={t("order.refundDialog.warning")} />
        <Radio.Group value={returnType} onChange={(e) => choose(e.target.value as 1 | 2)} data-testid="refund-dialog-type">
          <Radio value={1}>{t("order.refundDialog.whole")}</Radio>
          <Radio value={2}>{t("order.refundDialog.byLine")}</Radio>
        </Radio.Group>
        {returnType === 2 && (
          <LineQuantities
            lines={lines.data ?? []}
            value={choice.value}
            onChange={choice.onChange}
            cap={refundableUnits}
            doneLabel={t("order.refundDialog.refunded")}
            done={(l) => l.refundNum}
            testId="refund-lines"
          />
        )}
        {problem && (
          <Alert
            type="error"
            showIcon
            message={problem.kind === "none" ? t("order.refundDialog.chooseLines") : t("order.refundDialog.overCap", { cap: problem.cap })}
            data-testid="refund-dialog-problem"
          />
        )}
      </Space>
    </Modal>
  );
}
