import { Suspense, useMemo } from "react";
import { Card, Skeleton, Tabs } from "antd";
import { useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import type { MerchantBaseInfo, MerchantConfigInfo } from "../../../server/areas/shopSettings/contract";
import { useActionAnswer } from "../../../src/widgets/useActionAnswer";
import { useAllowedList } from "../../../src/access/useAllowed";
import { CONFIG_ANSWER_KEY, SHOP } from "../endpoints";
import { BaseInfoPanel } from "./BaseInfoPanel";
import { ConfigForm } from "./ConfigForm";
import { toFormValues } from "./configForm";
import { MOUNTED_TABS } from "./mountedTabs";

const MOUNTED_ACCESS = MOUNTED_TABS.map((tab) => tab.access);

/**
 * /operation/modifyStoreInfo: 商户信息 (the platform's profile and the open switch), 店铺信息
 * (the merchant's configuration) and the tabs other areas mount (mountedTabs.ts). The open tab
 * is kept in the address (`?tab=`).
 */
export default function StoreInfoPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const base = useActionAnswer<MerchantBaseInfo>(SHOP.store, "baseInfo");
  const config = useActionAnswer<MerchantConfigInfo>(SHOP.store, "config", CONFIG_ANSWER_KEY);
  const mountedAllowed = useAllowedList(MOUNTED_ACCESS);
  const initial = useMemo(() => (config.data ? toFormValues(config.data) : undefined), [config.data]);

  const tabs = [
    { key: "base", label: t("shopSettings.tabs.base"), children: <BaseInfoPanel info={base.data} loading={base.loading} onChanged={() => void base.refetch()} /> },
    ...(config.allowed
      ? [{ key: "config", label: t("shopSettings.tabs.config"), children: initial ? <ConfigForm initial={initial} /> : <Skeleton active paragraph={{ rows: 12 }} /> }]
      : []),
    ...MOUNTED_TABS.filter((_, i) => mountedAllowed[i]).map(({ key, label, panel: Panel }) => ({
      key,
      label: t(label),
      children: (
        <Suspense fallback={<Skeleton active />}>
          <Panel />
        </Suspense>
      ),
    })),
  ];
  const active = tabs.some((tab) => tab.key === params.get("tab")) ? params.get("tab")! : "base";

  return (
    <Card>
      <Tabs
        activeKey={active}
        onChange={(key) => setParams((prev) => ({ ...Object.fromEntries(prev), tab: key }), { replace: true })}
        items={tabs}
        data-testid="store-info-tabs"
      />
    </Card>
  );
}
