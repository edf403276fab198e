import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { SeckillProductRow } from "../../../server/areas/seckill/contract";
import { confirmDelete } from "../../../src/widgets/confirmDelete";
import { modalApi } from "../../../src/widgets/modalHost";
import { useRunAction } from "../../../src/widgets/useRunAction";
import { SECKILL } from "../endpoints";

export type SeckillAction = "detail" | "down" | "up" | "withdraw" | "remove";


/** The row actions of the seckill product list; `reload` refreshes it afterwards. */
export function useSeckillActions(reload: () => void) {
  const { t } = useTranslation();
  const { run } = useRunAction();
  const [detail, setDetail] = useState<SeckillProductRow>();
  const ids = (row: SeckillProductRow) => ({ ids: String(row.id) });
  /** Asks first, then runs (a refusal was already shown by the HTTP client; the dialog closes). */
  const ask = (title: string, onOk: () => Promise<unknown>) =>
    modalApi().confirm({ title, okText: t("seckill.common.ok"), cancelText: t("seckill.common.cancel"), onOk: () => onOk().catch(() => undefined) });

  const perform = (action: SeckillAction, row: SeckillProductRow) => {
    switch (action) {
      case "detail":
        return setDetail(row);
      case "down":
      case "up":
        return ask(t(`seckill.list.confirm.${action}`), () => run(SECKILL.products, action, ids(row), t(`seckill.list.done.${action}`)).then(reload));
      case "withdraw":
        return ask(t("seckill.list.confirm.withdraw"), () => run(SECKILL.products, "withdraw", { id: row.id }, t("seckill.list.done.withdraw")).then(reload));
      case "remove":
        return void confirmDelete({
          content: t("seckill.list.confirm.remove"),
          onOk: () => run(SECKILL.products, "remove", ids(row), t("seckill.list.done.remove")).then(reload),
        });
    }
  };
  return { perform, detail, closeDetail: () => setDetail(undefined) };
}
