import { useMemo } from "react";
import { keys, useCan, useCanWithoutCache, type CanReturnType } from "@refinedev/core";
import { useQueries } from "@tanstack/react-query";
import { accessGeneration, answer } from "../../providers/accessControl";

/**
 * The key Refine's `useCan({ resource, action, params: { session } })` caches its answer under,
 * so `useAllowedEach` and `useAllowed` share one entry per action.
 */
const accessKey = (resource: string, action: string, session: number) =>
  keys().access().resource(resource).action(action).params({ params: { session, resource: undefined }, enabled: undefined }).get();

/*
 * Answers come from the access-control provider through Refine's `useCan` cache. The provider's
 * answer is known synchronously from the session, so each query starts with it (`initialData`):
 * the first render is already right — no button appears and then goes, no query a user may not
 * make is ever enabled — and nothing waits. `session` (accessGeneration) keys the answers to the
 * session they were given in.
 */
const seeded = (now: boolean) => ({ initialData: { can: now } satisfies CanReturnType, staleTime: Infinity });

/** Whether the signed-in user may do `action` (a key of the resource's `meta.authorities`) on `resource`. */
export function useAllowed(resource: string, action: string): boolean {
  const session = accessGeneration();
  const now = answer({ resource, action }).can;
  const { data } = useCan({ resource, action, params: { session }, queryOptions: seeded(now) });
  return data?.can ?? now;
}

/** One resource action, as `useAllowedList` asks. */
export interface AccessAction {
  resource: string;
  action: string;
}

/** `useAllowed` for a list of resource actions (of any resources), in order. */
export function useAllowedList(asked: readonly AccessAction[]): boolean[] {
  const { can } = useCanWithoutCache();
  const session = accessGeneration();
  const results = useQueries({
    queries: asked.map(({ resource, action }) => {
      const now = answer({ resource, action }).can;
      return {
        queryKey: accessKey(resource, action, session),
        queryFn: () => can?.({ resource, action, params: { session } }) ?? Promise.resolve({ can: now }),
        retry: false,
        ...seeded(now),
      };
    }),
  });
  const answers = results.map((result) => result.data?.can ?? false);
  const signature = answers.join();
  // A new array only when an answer changed, so it can be a dependency.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => answers, [signature]);
}

/** `useAllowed` for several actions of one resource at once: `{ [action]: boolean }`. */
export function useAllowedEach<A extends string>(resource: string, actions: readonly A[]): Record<A, boolean> {
  const answers = useAllowedList(actions.map((action) => ({ resource, action })));
  const asked = actions.join();
  // Keyed on the actions' names: callers may hand a new array of the same actions each render.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => Object.fromEntries(actions.map((action, i) => [action, answers[i]])) as Record<A, boolean>, [asked, answers]);
}
