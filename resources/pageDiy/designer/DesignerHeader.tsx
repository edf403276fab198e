import {
  ArrowLeftOutlined,
  EyeOutlined,
  HomeOutlined,
  SettingOutlined,
} from "@ant-design/icons";
import { Button, Space, Tag, Tooltip, Typography } from "antd";
import { useTranslation } from "react-i18next";

export interface DesignerHeaderProps {
  name: string;
  isHome: boolean;
  canSave: boolean;
  canSetHome: boolean;
  saving: boolean;
  dirty: boolean;
  onBack: () => void;
  onSettings: () => void;
  onPreview: () => void;
  onReset: () => void;
  onSave: (close: boolean) => void;
  onMakeHome: () => void;
}

/** The designer's bar: back, the page's name, page settings, preview, reset, save, save and close, set as home. */
export function DesignerHeader(props: DesignerHeaderProps) {
  const { t } = useTranslation();
  return (
    <header
      style={{
        display: "flex",
        alignItems: "center",
        gap: 16,
        padding: "10px 20px",
        background: "#fff",
        borderBottom: "1px solid #eee",
        position: "sticky",
        top: 0,
        zIndex: 10,
      }}
    >
      <Button
        type="text"
        icon={<ArrowLeftOutlined />}
        onClick={props.onBack}
        data-testid="designer-back"
      >
        {t("pageDiy.designer.back")}
      </Button>
      <Typography.Text
        strong
        style={{ fontSize: 16, flex: 1, minWidth: 0 }}
        ellipsis
        data-testid="designer-name"
      >
        {t("pageDiy.designer.current", {
          name: props.name || t("pageDiy.designer.untitled"),
        })}
        {props.isHome && (
          <Tag
            color="blue"
            style={{ marginLeft: 8 }}
            data-testid="designer-home-tag"
          >
            {t("pageDiy.list.homeTag")}
          </Tag>
        )}
        {props.dirty && (
          <Typography.Text
            type="secondary"
            style={{ marginLeft: 8, fontWeight: 400, fontSize: 12 }}
          >
            {t("pageDiy.designer.unsaved")}
          </Typography.Text>
        )}
      </Typography.Text>
      <Space wrap>
        <Button
          icon={<SettingOutlined />}
          onClick={props.onSettings}
          data-testid="designer-settings"
        >
          {t("pageDiy.settings.title")}
        </Button>
        <Button
          icon={<EyeOutlined />}
          onClick={props.onPreview}
          data-testid="designer-preview"
        >
          {t("pageDiy.designer.preview")}
        </Button>
        <Button onClick={props.onReset}>{t("pageDiy.designer.reset")}</Button>
        {props.canSetHome && !props.isHome && (
          <Tooltip title={t("pageDiy.designer.setHomeHint")}>
            <Button
              icon={<HomeOutlined />}
              loading={props.saving}
              onClick={props.onMakeHome}
              data-testid="designer-set-home"
            >
              {t("pageDiy.list.setHome")}
            </Button>
          </Tooltip>
        )}
        {props.canSave && (
          <>
            <Button
              type="primary"
              loading={props.saving}
              onClick={() => props.onSave(false)}
              data-testid="designer-save"
            >
              {t("pageDiy.designer.save")}
            </Button>
            <Button
              loading={props.saving}
              onClick={() => props.onSave(true)}
              data-testid="designer-save-close"
            >
              {t("pageDiy.designer.saveClose")}
            </Button>
          </>
        )}
      </Space>
    </header>
  );
}
