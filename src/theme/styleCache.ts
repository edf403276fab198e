import { createCache } from "@ant-design/cssinjs";

type StyleCache = ReturnType<typeof createCache>;
type Update = StyleCache["opUpdate"];

/** Keys of component styles in the cache (`style%…`); token and CSS-variable entries differ. */
const COMPONENT_STYLE = "style%";

/**
 * antd's style cache forgets a component's generated styles when its last instance unmounts,
 * and generates them again on the next mount: on every page turn of a table (its row widgets
 * unmount together), every reopening of a dialog or a drop-down. Profiled, that was most of
 * the main-thread time of those interactions. The CSS itself stays in the page either way
 * (antd never removes it), so keeping the generated text costs nothing but a little memory.
 * Token and CSS-variable entries are left to antd: an unused theme's variables must go.
 */
export function createKeepingStyleCache(): StyleCache {
  const cache = createCache();
  const update = cache.opUpdate.bind(cache);
  // An entry is [instances, generated]; a null update means the last instance went away.
  const keepingUpdate: Update = (key, valueFn) =>
    update(key, (previous) => {
      const next = valueFn(previous);
      return next === null && previous && key.startsWith(COMPONENT_STYLE)
        ? [0, previous[1]]
        : next;
    });
  cache.opUpdate = keepingUpdate;
  return cache;
}
