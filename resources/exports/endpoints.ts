import { get, type EndpointTable } from "../../providers/endpoints";

export const EXPORT_RECORDS = "exportRecords";
/** Not a contract authority: the export records are an extension of the reference server. */
export const EXPORT_RECORDS_AUTH = "merchant:export:record:list";
export const EXPORT_PATH = "/operation/export";

/**
 * The merchant's exports (contract §3.32: the original page called a function that did not
 * exist). An extension: shown only where the backend announces it.
 */
export const exportEndpoints: EndpointTable = {
  [EXPORT_RECORDS]: { list: get("export/record/list", { extension: true }) },
};
