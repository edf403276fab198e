import { useCallback } from "react";
import { useCustomMutation } from "@refinedev/core";
import { toastSuccess } from "../../providers/notify";

/**
 * Runs a named action of the endpoint table (`meta: { resource, action }`) and, on success,
 * says `success`. A failure was already shown by the HTTP client; the promise rejects.
 */
export function useRunAction() {
  const { mutateAsync, mutation } = useCustomMutation();
  const run = useCallback(
    async <T = unknown,>(resource: string, action: string, values: object = {}, success?: string): Promise<T> => {
      const result = await mutateAsync({ url: "", method: "post", values, meta: { resource, action }, successNotification: false, errorNotification: false });
      if (success) toastSuccess(success);
      return result.data as T;
    },
    [mutateAsync],
  );
  return { run, pending: mutation.isPending };
}
