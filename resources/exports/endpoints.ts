import type { EndpointTable } from "../../providers/endpoints";
import { EXPORT_PATH, EXPORT_RECORDS, EXPORT_RECORDS_AUTH, EXPORT_RECORDS_PATH } from "./area";

export { EXPORT_PATH, EXPORT_RECORDS, EXPORT_RECORDS_AUTH };

/**
 * The merchant's exports (contract §3.32: the original page called a function that did not
 * exist). An extension: shown only where the backend announces it.
 */
export const exportEndpoints: EndpointTable = {
  [EXPORT_RECORDS]: { list: { method: "get", path: EXPORT_RECORDS_PATH, extension: true } },
};
