/** Shared product pickers (spec doc 1 §2.3) and the category trees they filter by. */
export { ProductPicker, PRODUCT_PICKER_WIDTH } from "./ProductPicker";
export { ChosenProducts, type ChosenProduct, type ChosenProductsProps } from "./ChosenProducts";
export { SimpleProductPicker, type SimplePick, type SimpleProductPickerProps } from "./SimpleProductPicker";
export type { ProductPick, ProductPickerProps } from "./types";
export { usePlatformCategoryTree, useMerchantCategoryTree, toCascader, pathTo, nodeName, type CategoryTreeNode } from "./categoryTrees";
