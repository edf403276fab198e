import { ChosenProducts } from "../../../src/widgets/pickers/ChosenProducts";
import type { LinkedProduct } from "./formModel";

/** 商品: the products a product coupon applies to, chosen with the shared product picker. */
export function LinkedProducts(props: { value?: LinkedProduct[]; onChange?: (next: LinkedProduct[]) => void; disabled?: boolean }) {
  return <ChosenProducts {...props} testId="coupon" />;
}
