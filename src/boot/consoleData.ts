import { createDataProvider } from "../../providers/dataProvider";
import { endpoints, resources, routes } from "../../resources";

/** The console's data provider over every area's endpoint rows: Refine's and the boot preloads'. */
export const dataProvider = createDataProvider(endpoints);

export { resources, routes };
