import { useTranslation } from "react-i18next";
import { useRunAction } from "../../../src/widgets/useRunAction";
import { ORDER } from "../endpoints";
import { TextDialog } from "../shared/TextDialog";

/** 核销订单: write off a pickup order by the code the buyer shows. */
export function VerifyDialog({ onClose, onDone }: { onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const { run } = useRunAction();
  return (
    <TextDialog
      title={t("order.verify.title")}
      label={t("order.verify.code")}
      requiredMessage={t("order.verify.required")}
      max={32}
      maxMessage={t("order.verify.tooLong")}
      okText={t("order.verify.submit")}
      onClose={onClose}
      onSubmit={async (verifyCode) => {
        await run(ORDER.orders, "verify", { verifyCode }, t("order.verify.done"));
        onDone();
      }}
      testId="verify-dialog"
    />
  );
}
