import { useTranslation } from "react-i18next";
import { ColourListProp, type Colours } from "./ColorProp";
import { optionsOf, TabChoice, UrlPicture } from "./blockProps";

/** A control's bound block, as `binder` hands it. */
interface Bound<B> {
  value: B;
  onChange: (block: B) => void;
}

/**
 * A block's background, as the original stores it in three blocks: a tab choosing a picture or
 * colours, the picture, and a top-to-bottom pair of colours.
 */
export function BackgroundProps<Choice extends { tabVal: number }, Picture extends { url: string }, Pair extends Colours>(props: {
  choice: Bound<Choice>;
  picture: Bound<Picture>;
  colours: Bound<Pair>;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TabChoice label={t("pageDiy.props.background")} options={optionsOf([t("pageDiy.props.bgPicture"), t("pageDiy.props.bgColour")])} {...props.choice} />
      {props.choice.value.tabVal === 0 ? (
        <UrlPicture label={t("pageDiy.props.picture")} {...props.picture} />
      ) : (
        <>
          <ColourListProp label={t("pageDiy.props.bgTop")} index={0} {...props.colours} />
          <ColourListProp label={t("pageDiy.props.bgBottom")} index={1} {...props.colours} />
        </>
      )}
    </>
  );
}
