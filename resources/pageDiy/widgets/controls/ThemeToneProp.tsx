import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { TabChoice } from "./blockProps";

/** "Follow the theme / custom" tone choice (`themeStyleConfig`); `children` (the custom colours) show only for custom. */
export function ThemeToneProp<B extends { tabVal: number }>(props: {
  value: B;
  onChange: (value: B) => void;
  children?: ReactNode;
  label?: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TabChoice
        label={props.label ?? t("pageDiy.props.tone")}
        value={props.value}
        options={[
          { value: 0, label: t("pageDiy.props.followTheme") },
          { value: 1, label: t("pageDiy.props.custom") },
        ]}
        onChange={props.onChange}
      />
      {props.value.tabVal === 1 && props.children}
    </>
  );
}
