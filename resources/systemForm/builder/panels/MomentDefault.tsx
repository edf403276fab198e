import dayjs, { type Dayjs } from "dayjs";
import { DatePicker, Form, Radio, TimePicker } from "antd";
import { useTranslation } from "react-i18next";
import type { MomentConfig } from "../mobileForm";

const DATE = "YYYY-MM-DD";
const TIME = "HH:mm";

/** The default of a date or time component: shown or not; now, or a given value. */
export function MomentDefault({ config, onChange }: { config: MomentConfig; onChange: (next: MomentConfig) => void }) {
  const { t } = useTranslation();
  const time = config.type === "time" || config.type === "timerange";
  const range = config.type === "daterange" || config.type === "timerange";
  const format = time ? TIME : DATE;
  const parse = (text: string | undefined): Dayjs | null =>
    text ? dayjs(time ? `1970-01-01 ${text}` : text, time ? `YYYY-MM-DD ${TIME}` : DATE) : null;
  const given = Array.isArray(config.specifyDate) ? config.specifyDate : [config.specifyDate, ""];
  const Picker = time ? TimePicker : DatePicker;
  return (
    <>
      <Form.Item label={t("systemForm.props.default")}>
        <Radio.Group
          value={config.tabVal}
          onChange={(e) => onChange({ ...config, tabVal: e.target.value as number })}
          options={config.tabList.map((o, i) => ({ value: i, label: o.name }))}
        />
      </Form.Item>
      {config.tabVal === 0 && (
        <Form.Item label={t("systemForm.props.defaultKind")}>
          <Radio.Group
            value={config.tabData}
            onChange={(e) => onChange({ ...config, tabData: e.target.value as number })}
            options={config.dataList.map((o, i) => ({
              value: i,
              label: o.name,
            }))}
          />
        </Form.Item>
      )}
      {config.tabVal === 0 && config.tabData === 1 && (
        <Form.Item label={t(time ? "systemForm.props.specifyTime" : "systemForm.props.specifyDate")}>
          {range ? (
            <Picker.RangePicker
              format={format}
              value={[parse(given[0]), parse(given[1])]}
              onChange={(values: [Dayjs | null, Dayjs | null] | null) =>
                onChange({
                  ...config,
                  specifyDate: [values?.[0]?.format(format) ?? "", values?.[1]?.format(format) ?? ""],
                })
              }
            />
          ) : (
            <Picker
              format={format}
              value={parse(given[0])}
              onChange={(value: Dayjs | null) =>
                onChange({
                  ...config,
                  specifyDate: value ? value.format(format) : "",
                })
              }
            />
          )}
        </Form.Item>
      )}
    </>
  );
}
