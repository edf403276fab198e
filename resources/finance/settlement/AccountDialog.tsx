import { Modal } from "antd";
import { useTranslation } from "react-i18next";
import { SettlementAccountForm } from "./SettlementAccountForm";

/** The settlement account editor over the closing records page. */
export function AccountDialog({ onClose, onSaved }: { onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal open width={680} title={t("finance.account.title")} onCancel={onClose} footer={null} destroyOnHidden data-testid="account-dialog">
      <div style={{ paddingTop: 12 }}>
        <SettlementAccountForm onCancel={onClose} onSaved={onSaved} />
      </div>
    </Modal>
  );
}
