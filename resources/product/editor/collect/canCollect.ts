import { canDo } from "../../../../providers/accessControl";
import { AUTH } from "../../area";

/** Whether the user may collect products: read the collection setting, collect one way or the other, save. */
export const canCollect = () => canDo(AUTH.save) && canDo(AUTH.copyConfig) && (canDo(AUTH.importProduct) || canDo(AUTH.copyProduct));
