/**
 * Stands in for `rc-util/es/Dom/dynamicCSS` (a Vite alias, vite.config.ts) to make antd's
 * style registration cheap. antd re-registers a component's styles on every mount of every
 * instance; the original `updateCSS` then scans all of the page's <head> and serialises the
 * existing <style> to compare it — 2,200 times for one page turn of the product list (about
 * 0.8 s of main-thread time, profiled). Here a style written before is found by its key: left
 * alone when unchanged, rewritten in place when changed (a theme change rewrites every
 * component's variables), removed directly; everything else goes to the original. Styles are
 * written as text, never through innerHTML (which runs the HTML parser over each block).
 */
import { removeCSS as removeOriginal, updateCSS as updateOriginal } from "rc-util/es/Dom/dynamicCSS.js";

export * from "rc-util/es/Dom/dynamicCSS.js";

type Options = Parameters<typeof updateOriginal>[2];
type Container = NonNullable<NonNullable<Options>["attachTo"]>;

interface Written {
  node: HTMLElement;
  css: string;
}

const written = new WeakMap<Container, Map<string, Written>>();

// The same container the original picks.
const containerOf = (option: Options): Container => option?.attachTo ?? document.querySelector("head") ?? document.body;
const keyOf = (key: string, option: Options) => `${option?.mark ?? ""}|${key}`;

export function updateCSS(css: string, key: string, option: Options = {}): HTMLElement {
  const container = containerOf(option);
  let byKey = written.get(container);
  if (!byKey) written.set(container, (byKey = new Map()));
  const last = byKey.get(keyOf(key, option));
  if (last && last.node.parentNode === container && !option?.csp?.nonce) {
    if (last.css !== css) {
      // What the original does to the node it finds, without searching <head> for it; as
      // text, which a <style> holds anyway: assigning innerHTML runs the HTML parser over
      // every rewritten block (a third of a theme switch's script time, profiled).
      last.node.textContent = css;
      last.css = css;
    }
    return last.node;
  }
  // A new style: placed by the original (its order, priority and nonce), filled as text.
  const node = updateOriginal("", key, option);
  node.textContent = css;
  byKey.set(keyOf(key, option), { node, css });
  return node;
}

export function removeCSS(key: string, option: Options = {}): void {
  const container = containerOf(option);
  const byKey = written.get(container);
  const last = byKey?.get(keyOf(key, option));
  byKey?.delete(keyOf(key, option));
  if (last && last.node.parentNode === container) container.removeChild(last.node);
  else removeOriginal(key, option);
}
