import { useState } from "react";
import { useCustom } from "@refinedev/core";
import { Alert, Button, Card, Input, Radio, Space, Typography } from "antd";
import { LinkOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import { canDo } from "../../../../providers/accessControl";
import { toastWarning } from "../../../../providers/notify";
import { useRunAction } from "../../../../src/widgets/useRunAction";
import { AUTH } from "../../area";
import { PRODUCT } from "../../endpoints";
import type { CollectedProduct, CopyConfig } from "../../types";
import { COLLECT_PLATFORMS, DEFAULT_PLATFORM, isOnePass, platformOfLink } from "./collectPlatforms";

/**
 * 商品采集: the platform's collection setting, the platform of the link (99api) or the copies
 * left (one-pass), and the link. A collected product replaces what the editor holds.
 */
export function CollectCard({ onCollected }: { onCollected: (product: CollectedProduct) => void }) {
  const { t } = useTranslation();
  const config = useCustom<CopyConfig>({
    url: "",
    method: "post",
    meta: { resource: PRODUCT.products, action: "copyConfig" },
    queryOptions: { enabled: canDo(AUTH.copyConfig), retry: false },
  });
  const answer = config.result.data as unknown as Partial<CopyConfig> | undefined;
  // Without a collection setting the backend answers an error (shown by the HTTP client): no setting.
  const setting = answer?.copyType !== undefined && !config.query.isError ? (answer as CopyConfig) : undefined;
  const onePass = isOnePass(setting?.copyType);
  const [url, setUrl] = useState("");
  const [form, setForm] = useState<number>(DEFAULT_PLATFORM);
  const { run, pending } = useRunAction();

  const collect = async () => {
    const link = url.trim();
    if (!link) return toastWarning(t("product.collect.urlRequired"));
    const product = onePass
      ? await run<CollectedProduct>(PRODUCT.products, "copyProduct", { url: link }, t("product.collect.done"))
      : await run<CollectedProduct>(PRODUCT.products, "importProduct", { url: link, form }, t("product.collect.done"));
    onCollected(product);
    // One-pass counts copies: show what is left.
    if (onePass) void config.query.refetch();
  };

  const mayCollect = !!setting && canDo(onePass ? AUTH.copyProduct : AUTH.importProduct);
  return (
    <Card title={t("product.collect.title")} style={{ marginBottom: 16 }} data-testid="collect-card">
      <Space direction="vertical" size={12} style={{ width: "100%" }}>
        <Alert
          type="info"
          showIcon
          message={t("product.collect.notOnShelf")}
          description={onePass ? t("product.collect.copiesLeft", { count: setting?.copyNum ?? 0 }) : undefined}
        />
        {config.query.isLoading && <Typography.Text type="secondary">{t("product.collect.loading")}</Typography.Text>}
        {!config.query.isLoading && !setting && (
          <Typography.Text type="warning" data-testid="collect-unavailable">
            {t("product.collect.unavailable")}
          </Typography.Text>
        )}
        {setting && !onePass && (
          <Radio.Group value={form} onChange={(e) => setForm(Number(e.target.value))} data-testid="collect-platform">
            {COLLECT_PLATFORMS.map((p) => (
              <Radio key={p.form} value={p.form}>
                {t(p.label)}
              </Radio>
            ))}
          </Radio.Group>
        )}
        {setting && (
          <Space.Compact style={{ width: "100%", maxWidth: 720 }}>
            <Input
              value={url}
              allowClear
              prefix={<LinkOutlined />}
              placeholder={t("product.collect.urlPlaceholder")}
              onChange={(e) => {
                setUrl(e.target.value);
                const detected = platformOfLink(e.target.value);
                if (detected) setForm(detected);
              }}
              onPressEnter={() => mayCollect && void collect().catch(() => undefined)}
              data-testid="collect-url"
            />
            {mayCollect && (
              <Button type="primary" loading={pending} onClick={() => void collect().catch(() => undefined)} data-testid="collect-submit">
                {t("product.collect.submit")}
              </Button>
            )}
          </Space.Compact>
        )}
      </Space>
    </Card>
  );
}
