import { useState } from "react";
import { Alert, Modal, Radio, Space } from "antd";
import { useTranslation } from "react-i18next";
import { useRunAction } from "../../../src/widgets/useRunAction";
import { ORDER_AUTH as A } from "../area";
import { ORDER } from "../endpoints";
import { LineQuantities } from "../shared/LineQuantities";
import { useActionQuery } from "../shared/useActionQuery";
import { detailList, fullQuantities, quantityProblem, refundableUnits, type Quantities } from "../ship/quantities";
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
  const lines = useActionQuery<OrderDetailEntity[]>({ resource: ORDER.orders, action: "lines", payload: { orderNo }, authority: A.lines });
  const [returnType, setReturnType] = useState<1 | 2>(1);
  const [quantities, setQuantities] = useState<Quantities>({});
  const [problem, setProblem] = useState<string>();

  const choose = (next: 1 | 2) => {
    setReturnType(next);
    setProblem(undefined);
    if (next === 2) setQuantities(fullQuantities(lines.data ?? [], refundableUnits));
  };
  const submit = async () => {
    if (returnType === 2) {
      const wrong = quantityProblem(lines.data ?? [], quantities, refundableUnits);
      if (wrong) return setProblem(wrong.kind === "none" ? t("order.refundDialog.chooseLines") : t("order.refundDialog.overCap", { cap: wrong.cap }));
    }
    await run(ORDER.orders, "directRefund", { orderNo, returnType, detailList: returnType === 2 ? detailList(quantities) : undefined }, t("order.refundDialog.done"));
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
            value={quantities}
            onChange={(next) => {
              setQuantities(next);
              setProblem(undefined);
            }}
            cap={refundableUnits}
            doneLabel={t("order.refundDialog.refunded")}
            done={(l) => l.refundNum}
            testId="refund-lines"
          />
        )}
        {problem && <Alert type="error" showIcon message={problem} data-testid="refund-dialog-problem" />}
      </Space>
    </Modal>
  );
}
