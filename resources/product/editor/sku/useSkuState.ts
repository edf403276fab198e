import { useCallback, useMemo, useState } from "react";
import type { EditorState } from "../formModel";
import { buildSkuMatrix } from "./skuMatrix";
import type { Spec, SkuRow } from "./skuModel";
import { SkuStore } from "./skuStore";

/**
 * The editor's specifications and SKUs: one store for the single SKU and one for the
 * multi-spec matrix, so switching the spec type back and forth loses nothing.
 */
export function useSkuState(initial: EditorState) {
  const [singleStore] = useState(() => new SkuStore(initial.singleRows));
  const [multiStore] = useState(() => new SkuStore(initial.multiRows));
  const [singleSpec] = useState(initial.singleSpec);
  const [specs, setSpecs] = useState<Spec[]>(initial.specs);
  const [specVersion, setSpecVersion] = useState(0);

  const changeSpecs = useCallback(
    (next: Spec[], carry?: (rows: readonly SkuRow[]) => SkuRow[]) => {
      const previous = carry ? carry(multiStore.getRows()) : multiStore.getRows();
      multiStore.setRows(buildSkuMatrix(next, previous));
      setSpecs(next);
      setSpecVersion((v) => v + 1);
    },
    [multiStore],
  );

  // One object per change of specifications, so the sections it feeds can skip other renders.
  return useMemo(() => ({ singleStore, multiStore, singleSpec, specs, changeSpecs, specVersion }), [singleStore, multiStore, singleSpec, specs, changeSpecs, specVersion]);
}

export type SkuState = ReturnType<typeof useSkuState>;
