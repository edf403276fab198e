import { useCustom } from "@refinedev/core";
import { Spin, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { currentAdmin } from "../../../providers/session";
import type { QrcodeAnswer } from "../../../server/areas/pageDiy/contract";
import { PAGE_DIY } from "../endpoints";

/** The shop page a template previews at (the original's `/pages/merchant/home/index?merId=…&id=…`). */
export const shopPagePath = (merId: number) =>
  `/pages/merchant/home/index?merId=${merId}`;

/** The preview code of a saved template: scan it to open the page on a phone. */
export function PreviewCode({ id }: { id: number }) {
  const { t } = useTranslation();
  const merId = currentAdmin()?.merId ?? 0;
  const { result, query } = useCustom<QrcodeAnswer>({
    url: "",
    method: "post",
    config: {
      payload: {
        path: shopPagePath(merId),
        scene: `id=${id}`,
        env_version: "release",
      },
    },
    meta: { resource: PAGE_DIY, action: "qrcode" },
    queryOptions: { enabled: id > 0, staleTime: Infinity },
  });
  if (!id)
    return (
      <Typography.Text type="secondary">
        {t("pageDiy.preview.saveFirst")}
      </Typography.Text>
    );
  return (
    <div style={{ textAlign: "center", width: 180 }}>
      {query.isLoading ? (
        <Spin />
      ) : result.data?.code ? (
        <img
          src={result.data.code}
          alt={t("pageDiy.preview.code")}
          width={160}
          height={160}
          data-testid="preview-qrcode"
        />
      ) : null}
      <Typography.Paragraph
        type="secondary"
        style={{ fontSize: 12, marginTop: 8 }}
      >
        {t("pageDiy.preview.scan")}
      </Typography.Paragraph>
    </div>
  );
}
