import { useCallback } from "react";
import { useCreate, useUpdate, type BaseKey } from "@refinedev/core";

/**
 * Saves a record of `resource` through Refine: an update of `id` when there is one, else a
 * create. Quiet: the dialog says its own success, and a failure was shown by the HTTP client
 * (the promise rejects, so the dialog stays open).
 */
export function useSaveRecord(resource: string, id?: BaseKey) {
  const { mutateAsync: create } = useCreate();
  const { mutateAsync: update } = useUpdate();
  return useCallback(
    async (values: object) => {
      const quiet = { successNotification: false, errorNotification: false } as const;
      if (id !== undefined) await update({ resource, id, values, ...quiet });
      else await create({ resource, values, ...quiet });
    },
    [create, update, resource, id],
  );
}
