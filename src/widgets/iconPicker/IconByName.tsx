import { ICON_COMPONENTS } from "./iconCatalog";
import type { IconName } from "./iconNames";

/** One curated icon by its name; nothing for a name outside the list. */
export default function IconByName({ name }: { name: string }) {
  const Icon = ICON_COMPONENTS[name as IconName];
  return Icon ? <Icon /> : null;
}
