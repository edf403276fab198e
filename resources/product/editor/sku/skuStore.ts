import type { SkuData, SkuRow } from "./skuModel";

type Listener = () => void;

/**
 * SKU state outside React and outside the antd Form: a cell subscribes to its own row,
 * so typing in one cell re-renders that cell only, even with a thousand SKUs.
 */
export class SkuStore {
  private rows: SkuRow[] = [];
  private keys: string[] = [];
  private index = new Map<string, number>();
  private rowListeners = new Map<string, Set<Listener>>();
  private listListeners = new Set<Listener>();
  private changeListeners = new Set<Listener>();

  constructor(rows: SkuRow[] = []) {
    this.replace(rows, false);
  }

  getRows = (): readonly SkuRow[] => this.rows;
  /** Stable until the set of SKUs changes. */
  getKeys = (): readonly string[] => this.keys;
  getRow = (key: string): SkuRow | undefined => {
    const at = this.index.get(key);
    return at === undefined ? undefined : this.rows[at];
  };

  /** New matrix (values or specifications changed). */
  setRows(rows: SkuRow[]): void {
    this.replace(rows, true);
  }

  /** One cell typed. */
  update(key: string, patch: Partial<SkuData>): void {
    const at = this.index.get(key);
    if (at === undefined) return;
    this.rows = this.rows.slice();
    this.rows[at] = { ...this.rows[at], ...patch };
    this.rowListeners.get(key)?.forEach((l) => l());
    this.changed();
  }

  /** The batch row: the same values on every SKU. */
  fillAll(patch: Partial<SkuData>): void {
    if (Object.keys(patch).length === 0) return;
    this.rows = this.rows.map((row) => ({ ...row, ...patch }));
    this.rowListeners.forEach((set) => set.forEach((l) => l()));
    this.changed();
  }

  subscribeRow = (key: string, listener: Listener): (() => void) => {
    let set = this.rowListeners.get(key);
    if (!set) this.rowListeners.set(key, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.rowListeners.delete(key);
    };
  };

  subscribeList = (listener: Listener): (() => void) => {
    this.listListeners.add(listener);
    return () => this.listListeners.delete(listener);
  };

  /** Any change by the merchant (for the unsaved-changes guard). */
  onChange = (listener: Listener): (() => void) => {
    this.changeListeners.add(listener);
    return () => this.changeListeners.delete(listener);
  };

  private replace(rows: SkuRow[], notify: boolean): void {
    const sameKeys = rows.length === this.keys.length && rows.every((row, i) => row.key === this.keys[i]);
    this.rows = rows;
    if (!sameKeys) this.keys = rows.map((row) => row.key);
    this.index = new Map(rows.map((row, i) => [row.key, i]));
    if (!notify) return;
    if (!sameKeys) this.listListeners.forEach((l) => l());
    this.rowListeners.forEach((set) => set.forEach((l) => l()));
    this.changed();
  }

  private changed(): void {
    this.changeListeners.forEach((l) => l());
  }
}
