import { useAllowedEach } from "../../../../src/access/useAllowed";
import { PRODUCT } from "../../endpoints";

/** Whether the user may collect products: read the collection setting, collect one way or the other, save. */
export function useCanCollect(): boolean {
  const may = useAllowedEach(PRODUCT.products, ["create", "copyConfig", "importProduct", "copyProduct"]);
  return may.create && may.copyConfig && (may.importProduct || may.copyProduct);
}
