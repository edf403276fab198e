import { Button, Dropdown } from "antd";
import { GlobalOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import { changeLanguage, type Language } from "../../providers/i18nProvider";

/** zh-CN / en-US switch; used on the sign-in page and in the header. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <Dropdown
      // Opened by pointing at it, or by Enter or Space on it.
      trigger={["hover", "click"]}
      menu={{
        selectedKeys: [i18n.language],
        items: [
          { key: "zh-CN", label: <span lang="zh-CN">简体中文</span> },
          { key: "en-US", label: <span lang="en-US">English</span> },
        ],
        onClick: ({ key }) => void changeLanguage(key as Language),
      }}
    >
      <Button type="text" className="shell-tool" icon={<GlobalOutlined aria-hidden />} aria-label={t("shell.language")} aria-haspopup="menu" data-testid="language-switch" />
    </Dropdown>
  );
}
