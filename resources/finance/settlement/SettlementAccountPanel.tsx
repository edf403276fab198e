import { SettlementAccountForm } from "./SettlementAccountForm";

/** 结算信息, the tab the store-info page mounts (resources/shopSettings/storeInfo/mountedTabs.ts). */
export default function SettlementAccountPanel() {
  return (
    <div style={{ paddingTop: 8 }} data-testid="settlement-panel">
      <SettlementAccountForm />
    </div>
  );
}
