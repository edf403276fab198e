import { createDataProvider } from "../../providers/dataProvider";
import { endpointRegistry } from "../../providers/endpointRegistry";
import { resources, routes } from "../../resources";

/** The console's data provider over the loaded areas' endpoint rows (loading an area on its first call): Refine's and the boot preloads'. */
export const dataProvider = createDataProvider(endpointRegistry);

export { resources, routes };
