import { useCallback } from "react";
import { useCustomMutation } from "@refinedev/core";
import { toastSuccess } from "../../../providers/notify";

/**
 * Runs a named action of the endpoint table (`meta: { resource, action }`) and says so on
 * success. Failures are already toasted by the HTTP client; the promise rejects.
 */
export function useAction() {
  const { mutateAsync, mutation } = useCustomMutation();
  const run = useCallback(
    async (resource: string, action: string, values: object = {}, success?: string) => {
      const result = await mutateAsync({ url: "", method: "post", values, meta: { resource, action }, successNotification: false, errorNotification: false });
      if (success) toastSuccess(success);
      return result.data;
    },
    [mutateAsync],
  );
  return { run, pending: mutation.isPending };
}
