import { Empty, Form, Input, InputNumber, Radio, Switch, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { genericRules } from "../../../src/widgets/formConfig/genericRules";
import { CHOICE_WIDGETS, PICTURE_COUNT_MAX } from "./catalog";
import { isMomentConfig, type MobileItem } from "./mobileForm";
import { MomentDefault } from "./panels/MomentDefault";
import { NumberRange } from "./panels/NumberRange";
import { OptionsEditor } from "./panels/OptionsEditor";
import { TextValidation } from "./panels/TextValidation";

export interface PropertyPanelProps {
  item?: MobileItem;
  onChange: (next: MobileItem) => void;
}

/** The edited component's properties: title, placeholder, required, and what its kind has. */
export function PropertyPanel({ item, onChange }: PropertyPanelProps) {
  const { t } = useTranslation();
  if (!item) return <Empty description={t("systemForm.builder.noneSelected")} />;
  const titleMissing = !item.titleConfig.val.trim();
  const set = (patch: Partial<MobileItem>) => onChange({ ...item, ...patch });
  const kindConfig = item.valConfig && !isMomentConfig(item.valConfig) ? item.valConfig : undefined;
  return (
    <Form layout="vertical" data-testid="property-panel">
      <Typography.Title level={5}>{t(`systemForm.widgets.${item.name}.name`)}</Typography.Title>
      <Form.Item
        label={t("systemForm.props.title")}
        required
        validateStatus={titleMissing ? "error" : undefined}
        help={titleMissing ? genericRules(t).required(t("systemForm.props.title")).message : undefined}
      >
        <Input
          value={item.titleConfig.val}
          maxLength={item.titleConfig.max}
          showCount
          placeholder={item.titleConfig.place}
          onChange={(e) => set({ titleConfig: { ...item.titleConfig, val: e.target.value } })}
          data-testid="prop-title"
        />
      </Form.Item>
      {item.tipConfig && (
        <Form.Item label={t("systemForm.props.tip")}>
          <Input
            value={item.tipConfig.val}
            maxLength={item.tipConfig.max}
            showCount
            placeholder={item.tipConfig.place}
            onChange={(e) => set({ tipConfig: { ...item.tipConfig!, val: e.target.value } })}
            data-testid="prop-tip"
          />
        </Form.Item>
      )}
      <Form.Item label={t("systemForm.props.required")}>
        <Switch
          checked={item.titleShow.val}
          onChange={(val) => set({ titleShow: { ...item.titleShow, val } })}
          data-testid="prop-required"
        />
      </Form.Item>
      {item.name === "texts" && kindConfig && (
        <>
          <TextValidation
            kind={kindConfig.tabVal}
            reg={item.regConfig ?? { pattern: "", message: "" }}
            onKindChange={(tabVal) => set({ valConfig: { ...kindConfig, tabVal } })}
            onRegChange={(regConfig) => set({ regConfig })}
          />
          {item.defaultValConfig && (
            <Form.Item label={t("systemForm.props.defaultValue")}>
              <Input
                value={item.defaultValConfig.val}
                maxLength={item.defaultValConfig.max}
                placeholder={item.defaultValConfig.place}
                onChange={(e) =>
                  set({
                    defaultValConfig: {
                      ...item.defaultValConfig!,
                      val: e.target.value,
                    },
                  })
                }
              />
            </Form.Item>
          )}
        </>
      )}
      {item.name === "numbers" && item.rangeConfig && (
        <NumberRange config={item.rangeConfig} onChange={(rangeConfig) => set({ rangeConfig })} />
      )}
      {CHOICE_WIDGETS.includes(item.name) && item.wordsConfig && (
        <Form.Item label={t("systemForm.props.options")}>
          <OptionsEditor
            options={item.wordsConfig.list}
            defaults={item.name === "radios" ? "one" : item.name === "checkboxs" ? "many" : undefined}
            onChange={(list) => set({ wordsConfig: { ...item.wordsConfig!, list } })}
          />
        </Form.Item>
      )}
      {isMomentConfig(item.valConfig) && <MomentDefault config={item.valConfig} onChange={(valConfig) => set({ valConfig })} />}
      {item.name === "citys" && kindConfig && (
        <Form.Item label={t("systemForm.props.level")}>
          <Radio.Group
            value={kindConfig.tabVal === 0 ? 0 : 1}
            onChange={(e) =>
              set({
                valConfig: { ...kindConfig, tabVal: e.target.value as number },
              })
            }
            options={[
              { value: 0, label: t("systemForm.cityLevels.provinceCity") },
              {
                value: 1,
                label: t("systemForm.cityLevels.provinceCityDistrict"),
              },
            ]}
          />
        </Form.Item>
      )}
      {item.numConfig && (
        <Form.Item label={t("systemForm.props.maxPictures")}>
          <InputNumber
            min={1}
            max={PICTURE_COUNT_MAX}
            precision={0}
            value={item.numConfig.val}
            onChange={(val) => set({ numConfig: { ...item.numConfig!, val: val ?? 1 } })}
          />
        </Form.Item>
      )}
    </Form>
  );
}
