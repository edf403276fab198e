import { useMemo, useState } from "react";
import { Card, Skeleton } from "antd";
import type { MerchantPcShoppingConfig } from "../../../server/areas/shopSettings/contract";
import { useActionAnswer } from "../../../src/widgets/useActionAnswer";
import { SHOP_AUTH } from "../area";
import { SHOP } from "../endpoints";
import { MallConfigForm } from "./MallConfigForm";
import { toFormValues } from "./pcConfigForm";

/**
 * /operation/mallConfiguration: the PC shop's logo, cover, banners and recommended products.
 * After a save the form starts again from the server's answer (it drops products no longer usable).
 */
export default function MallConfigPage() {
  const { data, refetch } = useActionAnswer<MerchantPcShoppingConfig>(SHOP.pc, "get", SHOP_AUTH.pcGet);
  const [saves, setSaves] = useState(0);
  const initial = useMemo(() => (data ? toFormValues(data) : undefined), [data]);
  const reload = () => void refetch().then(() => setSaves((n) => n + 1));
  return <Card>{initial ? <MallConfigForm key={saves} initial={initial} onSaved={reload} /> : <Skeleton active paragraph={{ rows: 10 }} />}</Card>;
}
