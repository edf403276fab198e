import { Button, Dropdown } from "antd";
import { GlobalOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import { changeLanguage, type Language } from "../../providers/i18nProvider";

/** zh-CN / en-US switch; used on the sign-in page and in the header. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <Dropdown
      menu={{
        selectedKeys: [i18n.language],
        items: [
          { key: "zh-CN", label: "简体中文" },
          { key: "en-US", label: "English" },
        ],
        onClick: ({ key }) => void changeLanguage(key as Language),
      }}
    >
      <Button type="text" className="shell-tool" icon={<GlobalOutlined />} aria-label={t("shell.language")} data-testid="language-switch" />
    </Dropdown>
  );
}
