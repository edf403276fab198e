import { Descriptions, Image, Rate, Skeleton, Space } from "antd";
import { useTranslation } from "react-i18next";
import type { MerchantBaseInfo } from "../../../server/areas/shopSettings/contract";
import { enumLabel } from "../../../src/enums/enumTable";
import { MERCHANT_SELF } from "../../../src/enums/shop";
import { OpenSwitch } from "./OpenSwitch";

const picturesOf = (json: string): string[] => {
  try {
    const list = JSON.parse(json) as unknown;
    return Array.isArray(list) ? list.map(String) : [];
  } catch {
    return [];
  }
};

/** 商户信息: what the platform set for the merchant, read-only, and the shop's open switch. */
export function BaseInfoPanel({ info, loading, onChanged }: { info?: MerchantBaseInfo; loading: boolean; onChanged: () => void }) {
  const { t } = useTranslation();
  if (loading || !info) return <Skeleton active paragraph={{ rows: 8 }} />;
  const pictures = picturesOf(info.qualificationPicture);
  const f = (key: string) => t(`shopSettings.base.${key}`);
  return (
    <Descriptions column={{ xs: 1, md: 2 }} bordered size="middle" styles={{ label: { width: 160 } }} data-testid="store-base-info">
      <Descriptions.Item label={f("name")}>{info.name}</Descriptions.Item>
      <Descriptions.Item label={f("account")}>{info.phone}</Descriptions.Item>
      <Descriptions.Item label={f("realName")}>{info.realName}</Descriptions.Item>
      <Descriptions.Item label={f("category")}>{info.merCategory}</Descriptions.Item>
      <Descriptions.Item label={f("self")}>{enumLabel(MERCHANT_SELF, info.isSelf, t)}</Descriptions.Item>
      <Descriptions.Item label={f("type")}>{info.merType}</Descriptions.Item>
      <Descriptions.Item label={f("handlingFee")}>{info.handlingFee}%</Descriptions.Item>
      <Descriptions.Item label={f("productAudit")}>{f(info.productSwitch ? "auditRequired" : "auditFree")}</Descriptions.Item>
      <Descriptions.Item label={f("starLevel")}>
        <Rate disabled value={info.starLevel} aria-label={f("starLevel")} />
      </Descriptions.Item>
      <Descriptions.Item label={f("createTime")}>{info.createTime}</Descriptions.Item>
      <Descriptions.Item label={f("qualification")} span={2}>
        {pictures.length ? (
          <Image.PreviewGroup>
            <Space wrap>
              {pictures.map((src) => (
                <Image key={src} src={src} width={80} height={80} style={{ objectFit: "cover", borderRadius: 4 }} alt={f("qualification")} />
              ))}
            </Space>
          </Image.PreviewGroup>
        ) : (
          f("none")
        )}
      </Descriptions.Item>
      <Descriptions.Item label={f("open")} span={2}>
        <OpenSwitch open={info.isSwitch} onChanged={onChanged} />
      </Descriptions.Item>
    </Descriptions>
  );
}
