import { useCustom } from "@refinedev/core";
import { useAllowed } from "../access/useAllowed";

/**
 * The answer of one named GET action of the endpoint table (`meta: { resource, action }`),
 * asked only when the user may (the resource's `meta.authorities[action]`). `data` stays undefined until the answer
 * arrives (useCustom hands an empty object before).
 */
export function useActionAnswer<T>(resource: string, action: string, queryKey: readonly unknown[] = [resource, action]) {
  const allowed = useAllowed(resource, action);
  const { query } = useCustom<Record<string, unknown>>({
    url: "",
    method: "get",
    meta: { resource, action },
    queryOptions: { enabled: allowed, queryKey: [...queryKey] },
  });
  return {
    allowed,
    data: query.isSuccess ? (query.data?.data as unknown as T | undefined) : undefined,
    loading: allowed && query.isLoading,
    failed: query.isError,
    refetch: query.refetch,
  };
}
