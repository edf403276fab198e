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
export { ImageProp } from "./ImageProp";
export { ItemList } from "./ItemList";
export { ProductsProp, CouponsProp } from "./PickerProps";
export { BoxSection, type BoxConfig } from "./BoxSection";
export {
  toGoods,
  toPickedCoupon,
  type Goods,
  type PickedCoupon,
} from "./pickedItems";
export { SlideEntry, newSlide, type Slide } from "./SlideEntry";
