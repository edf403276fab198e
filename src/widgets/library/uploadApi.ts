import { request } from "../../../providers/http";
import { LIBRARY_RESOURCES, libraryEndpoints } from "../../../resources/library/endpoints";
import type { FileResult } from "./types";

export type UploadKind = "image" | "file";

export interface UploadTarget {
  /** Folder name on the server (`product`, or the first route segment). */
  model: string;
  /** Attachment category; 0 = none. */
  pid: number;
}

/**
 * One multipart upload (contract §3.17): the file in the field `multipart`, `model` and
 * `pid` in the query. FormData cannot travel through the data provider's JSON variables,
 * so this goes through the HTTP client directly, with the path from the endpoint table.
 */
export function uploadOne(kind: UploadKind, file: Blob, name: string, target: UploadTarget): Promise<FileResult> {
  const endpoint = libraryEndpoints[LIBRARY_RESOURCES.upload]!.actions![kind]!;
  const body = new FormData();
  body.append("multipart", file, name);
  return request<FileResult>({
    method: endpoint.method,
    url: endpoint.path,
    data: body,
    params: { model: target.model, pid: target.pid },
  });
}

/** Uploads files one after another; stops at the first failure (already shown by the HTTP client). */
export async function uploadAll(kind: UploadKind, files: readonly File[], target: UploadTarget): Promise<FileResult[]> {
  const results: FileResult[] = [];
  for (const file of files) results.push(await uploadOne(kind, file, file.name, target));
  return results;
}
