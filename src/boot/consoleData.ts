import { createDataProvider } from "../../providers/dataProvider";
import { endpointRegistry } from "../../providers/endpointRegistry";
import { resources, routes } from "../../resources";

/** The console's data provider over the loaded areas' endpoint rows (loading an area on its first call): Refine's and the boot preloads'. */
export const dataProvider = createDataProvider(endpointRegistry);

export { resources, routes };

/**
 * The resources as Refine is given them: names and meta, without their pages' paths. Every Refine
 * hook (about 30 on a list page) matches the address against every resource's paths to infer a
 * resource, though each hook here names its own; profiled, that was 10–14 ms of a list's first
 * render. The console's routes and menu come from the areas' own declarations, not from these.
 */
export const refineResources = resources.map(({ list: _list, show: _show, create: _create, edit: _edit, clone: _clone, ...named }) => named);
