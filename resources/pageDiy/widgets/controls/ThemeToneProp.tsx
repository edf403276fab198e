import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ChoiceProp } from "./simpleProps";

/** "Follow the theme / custom" tone choice; `children` (the custom colours) show only for custom. */
export function ThemeToneProp(props: {
  value: { tabVal: number };
  onChange: (value: { tabVal: number }) => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      <ChoiceProp
        label={t("pageDiy.props.tone")}
        value={props.value.tabVal}
        options={[
          { value: 0, label: t("pageDiy.props.followTheme") },
          { value: 1, label: t("pageDiy.props.custom") },
        ]}
        onChange={(tabVal) => props.onChange({ tabVal })}
      />
      {props.value.tabVal === 1 && props.children}
    </>
  );
}
