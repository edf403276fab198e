import type { Area } from "../../src/routing/types";
import { pickerEndpoints, pickerResources } from "../../src/widgets/pickers/endpoints";
import { productEndpoints } from "./endpoints";
import { productResources } from "./resources";
import { productRoutes } from "./routes";

/** The products area: list, editor, categories, specification templates, comments, card secrets, guarantees, labels. */
export const productArea: Area = {
  name: "product",
  resources: [...productResources, ...pickerResources],
  // The shared product pickers read product endpoints; their rows travel with this area.
  endpoints: { ...productEndpoints, ...pickerEndpoints },
  routes: productRoutes,
};
