import type { ReactNode } from "react";
import { Button, Space, Typography } from "antd";
import { ArrowLeftOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";

export interface PageHeaderProps {
  title: ReactNode;
  /** Where the back link goes; without it, back in history (spec doc 1 §2.3). */
  backTo?: string;
  /** Buttons on the right. */
  extra?: ReactNode;
}

/** A page title with a back link. */
export function PageHeader({ title, backTo, extra }: PageHeaderProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const back = () => {
    if (backTo) navigate(backTo);
    else navigate(-1);
  };
  return (
    <div style={{ display: "flex", alignItems: "center", gap: 12, marginBottom: 16 }} data-testid="page-header">
      <Button type="link" icon={<ArrowLeftOutlined />} onClick={back} style={{ paddingInline: 0 }}>
        {t("widgets.pageHeader.back")}
      </Button>
      <Typography.Title level={5} style={{ margin: 0, flex: 1 }}>
        {title}
      </Typography.Title>
      {extra && <Space>{extra}</Space>}
    </div>
  );
}

export default PageHeader;
