import { Menu, type MenuProps } from "antd";
import { StyleWarmup } from "../widgets/StyleWarmup";

/** A side menu's parts: a group with an entry, on the dark theme. */
const ITEMS: MenuProps["items"] = [{ key: "group", label: "·", children: [{ key: "item", label: "·" }] }];

/**
 * The side menu's styles, generated ahead of the first layout that shows one: the start page
 * may have none (the dashboard in the columns layout). The shell warms them once settled; the
 * theme drawer as soon as it opens, where a switch of layout is one click away.
 */
export function MenuWarmup({ afterMs }: { afterMs?: number }) {
  return (
    <StyleWarmup afterMs={afterMs}>
      <Menu mode="inline" theme="dark" items={ITEMS} />
    </StyleWarmup>
  );
}
