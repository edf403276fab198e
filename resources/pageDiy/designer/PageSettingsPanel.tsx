import { Input, Radio, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { NAME_MAX, TITLE_MAX } from "../limits";
import {
  ChoiceProp,
  ColorProp,
  ImageProp,
  PropRow,
  PropSection,
} from "../widgets/controls";
import type { PageSettings } from "./designState";

/** 页面设置: the template's name, the page title and its position, the background, the title bar colours. */
export function PageSettingsPanel({
  settings,
  onChange,
}: {
  settings: PageSettings;
  onChange: (patch: Partial<PageSettings>) => void;
}) {
  const { t } = useTranslation();
  const nameMissing = !settings.name.trim();
  const usePicture = settings.isBgPic === 1;
  return (
    <div data-testid="page-settings">
      <Typography.Title level={5}>
        {t("pageDiy.settings.title")}
      </Typography.Title>
      <PropSection title={t("pageDiy.settings.basic")}>
        <PropRow label={t("pageDiy.settings.name")}>
          <Input
            value={settings.name}
            maxLength={NAME_MAX}
            showCount
            status={nameMissing ? "error" : undefined}
            placeholder={t("pageDiy.settings.namePlaceholder")}
            onChange={(e) => onChange({ name: e.target.value })}
            data-testid="settings-name"
          />
          {nameMissing && (
            <Typography.Text type="danger">
              {t("pageDiy.settings.nameRequired")}
            </Typography.Text>
          )}
        </PropRow>
        <PropRow label={t("pageDiy.settings.pageTitle")}>
          <Input
            value={settings.title}
            maxLength={TITLE_MAX}
            showCount
            placeholder={t("pageDiy.settings.titlePlaceholder")}
            onChange={(e) => onChange({ title: e.target.value })}
            data-testid="settings-title"
          />
        </PropRow>
        <ChoiceProp
          label={t("pageDiy.settings.titlePosition")}
          value={settings.textPosition}
          options={[
            t("pageDiy.props.left"),
            t("pageDiy.props.centre"),
            t("pageDiy.props.right"),
          ].map((label, value) => ({ label, value }))}
          onChange={(textPosition) => onChange({ textPosition })}
        />
      </PropSection>
      <PropSection title={t("pageDiy.settings.colours")}>
        <PropRow label={t("pageDiy.settings.background")}>
          <Radio.Group
            value={usePicture ? "picture" : "colour"}
            onChange={(e) =>
              onChange(
                e.target.value === "picture"
                  ? { isBgPic: 1, isBgColor: 0 }
                  : { isBgPic: 0, isBgColor: 1 },
              )
            }
            options={[
              { value: "colour", label: t("pageDiy.settings.bgColour") },
              { value: "picture", label: t("pageDiy.settings.bgPicture") },
            ]}
            data-testid="settings-background"
          />
        </PropRow>
        {usePicture ? (
          <>
            <ImageProp
              label={t("pageDiy.settings.bgPicture")}
              value={settings.bgPic}
              onChange={(bgPic) => onChange({ bgPic })}
            />
            <ChoiceProp
              label={t("pageDiy.settings.fill")}
              value={settings.bgTabVal}
              options={["stretch", "scale", "tile"].map((key, value) => ({
                value,
                label: t(`pageDiy.settings.fill_${key}`),
              }))}
              onChange={(bgTabVal) => onChange({ bgTabVal })}
            />
          </>
        ) : (
          <ColorProp
            label={t("pageDiy.settings.bgColour")}
            value={settings.colorPicker}
            reset="#f5f5f5"
            onChange={(colorPicker) => onChange({ colorPicker })}
          />
        )}
        <ColorProp
          label={t("pageDiy.settings.titleBg")}
          value={settings.titleBgColor}
          reset="#ffffff"
          onChange={(titleBgColor) => onChange({ titleBgColor })}
        />
        <ChoiceProp
          label={t("pageDiy.settings.titleColour")}
          value={settings.titleColor.toLowerCase() === "#ffffff" ? 0 : 1}
          options={[
            { value: 0, label: t("pageDiy.settings.white") },
            { value: 1, label: t("pageDiy.settings.black") },
          ]}
          onChange={(v) =>
            onChange({ titleColor: v === 0 ? "#ffffff" : "#000000" })
          }
        />
      </PropSection>
    </div>
  );
}
