import type { ReactNode } from "react";
import { Descriptions, Drawer, Space, Spin, Typography } from "antd";
import { useOne } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import type { CustomerDetail } from "../../../server/areas/customer/contract";
import { EnumTag } from "../../../src/enums/EnumTag";
import { CUSTOMER_STATUS, SEX } from "../../../src/enums/customer";
import { REGISTER_TYPE } from "../../../src/enums/system";
import { CUSTOMER } from "../endpoints";
import { DETAIL_SECTIONS, isBlank, type DetailField } from "./detailSections";
import { UserAvatar } from "../../../src/widgets/listCells/UserAvatar";

/** Counts that are meaningful at zero (a zero balance is not "nothing"; grade 0 is the first member level). */
const ZERO_SHOWS = new Set<keyof CustomerDetail>(["integral", "experience", "grade", "signNum", "payCount", "spreadCount"]);

function FieldValue({ detail, field }: { detail: CustomerDetail; field: DetailField }) {
  const { t } = useTranslation();
  const value = detail[field.name];
  switch (field.kind) {
    case "yesNo":
      return <>{t(value ? "customer.detail.yes" : "customer.detail.no")}</>;
    case "sex":
      return <EnumTag table={SEX} value={value as number} />;
    case "registerType":
      return <EnumTag table={REGISTER_TYPE} value={value as string} />;
    case "status":
      return <EnumTag table={CUSTOMER_STATUS} value={value as boolean} />;
    case "money":
      return <>{String(value)}</>;
    default:
      return <>{isBlank(value) && !(value === 0 && ZERO_SHOWS.has(field.name)) ? "-" : String(value)}</>;
  }
}

/** The customer's full `UserAdminDetailResponse` (GET user/detail/{id}), grouped. */
export function CustomerDetailDrawer({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation();
  const { result: detail, query } = useOne<CustomerDetail>({ resource: CUSTOMER.customers, id });
  let body: ReactNode = <Spin style={{ display: "block", padding: 48 }} />;
  if (detail?.id) {
    body = (
      <>
        <Space size={16} style={{ marginBottom: 16 }}>
          <UserAvatar size={56} src={detail.avatar} name={detail.nickname} data-testid="customer-detail-avatar" />
          <div>
            <Typography.Title level={5} style={{ margin: 0 }}>
              {detail.nickname}
            </Typography.Title>
            <Typography.Text type="secondary">ID: {detail.id}</Typography.Text>
          </div>
        </Space>
        {DETAIL_SECTIONS.map((section) => (
          <Descriptions
            key={section.key}
            title={t(`customer.detail.sections.${section.key}`)}
            size="small"
            column={2}
            style={{ marginBottom: 16 }}
            data-testid={`customer-detail-${section.key}`}
          >
            {section.fields.map((field) => (
              <Descriptions.Item key={field.name} label={t(`customer.fields.${field.name}`)}>
                <FieldValue detail={detail} field={field} />
              </Descriptions.Item>
            ))}
          </Descriptions>
        ))}
      </>
    );
  } else if (query.isError) {
    body = <Typography.Text type="secondary">{t("customer.detail.failed")}</Typography.Text>;
  }
  return (
    <Drawer open width={720} title={t("customer.detail.title")} onClose={onClose} destroyOnHidden data-testid="customer-detail">
      {body}
    </Drawer>
  );
}
