/** The shared property controls every widget panel is built from. */
export { PropRow, PropSection } from "./PropRow";
export {
  TextProp,
  SliderProp,
  ChoiceProp,
  SwitchProp,
  ChecksProp,
  type ChoiceOption,
} from "./simpleProps";
export {
  ColorProp,
  ColourListProp,
  colourAt,
  withColour,
  sixDigits,
} from "./ColorProp";
export { ThemeToneProp } from "./ThemeToneProp";
export { BackgroundProps } from "./BackgroundProps";
export { ImageProp } from "./ImageProp";
export { ItemList } from "./ItemList";
export { ProductsProp } from "./PickerProps";
export { BoxSection, type BoxConfig } from "./BoxSection";
export {
  ValSlider,
  ValText,
  TabChoice,
  FactChecks,
  UrlPicture,
  binder,
  optionsOf,
} from "./blockProps";
export { toGoods, type Goods } from "./pickedItems";
export { SlideEntry, blankEntry, type Slide } from "./SlideEntry";
