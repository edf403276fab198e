import type { ActionDialog } from "../useProductActions";
import { BrokerageDialog } from "./BrokerageDialog";
import { CouponsDialog } from "./CouponsDialog";
import { FreeEditDialog } from "./FreeEditDialog";
import { FreightDialog } from "./FreightDialog";
import { QuickStockDialog } from "./QuickStockDialog";

/** The settings dialog a row or batch action opened, if any. */
export function ActionDialogs({ dialog, onClose, onDone }: { dialog: ActionDialog | null; onClose: () => void; onDone: () => void }) {
  if (!dialog) return null;
  const props = { ids: dialog.ids, onClose, onDone };
  switch (dialog.kind) {
    case "brokerage":
      return <BrokerageDialog {...props} />;
    case "freight":
      return <FreightDialog {...props} />;
    case "coupons":
      return <CouponsDialog {...props} />;
    case "quickStock":
      return <QuickStockDialog id={dialog.ids[0]} onClose={onClose} onDone={onDone} />;
    case "freeEdit":
      return <FreeEditDialog id={dialog.ids[0]} onClose={onClose} onDone={onDone} />;
  }
}
