import { useCustom, type BaseRecord } from "@refinedev/core";
import { useAllowed } from "../../../src/access/useAllowed";

interface ActionQuery {
  resource: string;
  action: string;
  /** Fills the path (`:orderNo`) and the rest goes in the query string. */
  payload?: Record<string, unknown>;
  query?: Record<string, unknown>;
  enabled?: boolean;
}

/** A GET action of the endpoint table read through Refine; `data` is undefined until it arrived. */
export function useActionQuery<T>({ resource, action, payload = {}, query = {}, enabled = true }: ActionQuery) {
  const allowed = useAllowed(resource, action);
  const { result, query: state } = useCustom<BaseRecord>({
    url: "",
    method: "get",
    config: { payload, query },
    meta: { resource, action },
    queryOptions: { enabled: enabled && allowed, queryKey: [resource, action, payload, query] },
  });
  // useCustom answers an empty object until the data arrives.
  const data = state.isSuccess ? (result.data as unknown as T) : undefined;
  return { data, loading: state.isLoading && enabled, refetch: state.refetch };
}
