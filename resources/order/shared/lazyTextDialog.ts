import { lazyPart } from "../../../src/widgets/lazyPart";

/** The remark and reason dialog of the order and after-sales lists, loaded when first opened. */
export const LazyTextDialog = lazyPart(() => import("./TextDialog").then((m) => m.TextDialog));
