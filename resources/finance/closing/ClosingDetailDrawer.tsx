import { Descriptions, Drawer, Image, Skeleton, Space } from "antd";
import { useState } from "react";
import { useOne } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import type { ClosingDetail } from "../../../server/areas/finance/contract";
import { EnumTag } from "../../../src/enums/EnumTag";
import { CLOSING_ACCOUNT_STATUS, CLOSING_AUDIT_STATUS, TRANSFER_TYPE } from "../../../src/enums/finance";
import { FINANCE } from "../endpoints";
import { proofPictures } from "./proof";

/** The account lines of each settlement type. */
const ACCOUNT_LINES: Record<string, Array<keyof ClosingDetail>> = {
  bank: ["closingName", "closingBank", "closingBankCard"],
  wechat: ["realName", "wechatNo", "paymentCode"],
  alipay: ["realName", "alipayAccount", "paymentCode"],
};

const Picture = ({ src, alt, testId }: { src: string; alt: string; testId?: string }) => <Image src={src} alt={alt} width={88} height={88} style={{ objectFit: "cover", borderRadius: 4 }} data-testid={testId} />;

/** 结算详情: the account paid to, the review, the payout and its proof pictures (preview on click). */
export function ClosingDetailDrawer({ closingNo, onClose }: { closingNo: string; onClose: () => void }) {
  const { t } = useTranslation();
  // While a proof picture is previewed, Escape closes the preview only: pressed before the
  // preview had taken the focus, it reached the drawer and closed both.
  const [previewing, setPreviewing] = useState(false);
  const close = () => (previewing ? setPreviewing(false) : onClose());
  const { result: detail, query } = useOne<ClosingDetail>({ resource: FINANCE.closings, id: closingNo });
  const c = (key: string) => t(`finance.closing.${key}`);
  const text = (value: string | null | undefined) => (value ? value : "—");

  const body = () => {
    if (query.isLoading || !detail) return <Skeleton active paragraph={{ rows: 10 }} />;
    const proof = proofPictures(detail.closingProof);
    const accountItems = (ACCOUNT_LINES[detail.closingType] ?? []).map((field) => ({
      key: field,
      label: c(`detail.${field}`),
      children: field === "paymentCode" && detail.paymentCode ? <Picture src={detail.paymentCode} alt={c(`detail.${field}`)} /> : <span data-testid={`closing-detail-${field}`}>{text(String(detail[field] ?? ""))}</span>,
    }));
    return (
      <Space direction="vertical" size={16} style={{ width: "100%" }}>
        <Descriptions
          title={c("detail.application")}
          column={1}
          size="small"
          bordered
          items={[
            { key: "closingNo", label: c("closingNo"), children: detail.closingNo },
            { key: "amount", label: c("amount"), children: <span data-testid="closing-detail-amount">{t("finance.common.yuan", { amount: detail.amount })}</span> },
            { key: "closingType", label: c("closingType"), children: <EnumTag table={TRANSFER_TYPE} value={detail.closingType} /> },
            ...accountItems,
            { key: "mark", label: c("detail.mark"), children: text(detail.mark) },
          ]}
        />
        <Descriptions
          title={c("detail.review")}
          column={1}
          size="small"
          bordered
          items={[
            { key: "auditStatus", label: c("auditStatus"), children: <span data-testid="closing-detail-audit"><EnumTag table={CLOSING_AUDIT_STATUS} value={detail.auditStatus} /></span> },
            { key: "auditTime", label: c("auditTime"), children: text(detail.auditTime) },
            ...(detail.auditStatus === 2 ? [{ key: "refusalReason", label: c("detail.refusalReason"), children: <span data-testid="closing-detail-refusal">{text(detail.refusalReason)}</span> }] : []),
            { key: "accountStatus", label: c("accountStatus"), children: <EnumTag table={CLOSING_ACCOUNT_STATUS} value={detail.accountStatus} /> },
            { key: "closingTime", label: c("detail.closingTime"), children: text(detail.closingTime) },
            {
              key: "proof",
              label: c("detail.proof"),
              children: proof.length ? (
                <Image.PreviewGroup preview={{ visible: previewing, onVisibleChange: setPreviewing }}>
                  <Space wrap data-testid="closing-detail-proof">
                    {proof.map((src, i) => (
                      <Picture key={src + i} src={src} alt={`${c("detail.proof")} ${i + 1}`} testId={`closing-proof-${i}`} />
                    ))}
                  </Space>
                </Image.PreviewGroup>
              ) : (
                c("detail.noProof")
              ),
            },
          ]}
        />
      </Space>
    );
  };

  return (
    <Drawer open width={560} title={c("detail.title")} onClose={close} destroyOnHidden data-testid="closing-detail-drawer">
      {body()}
    </Drawer>
  );
}
