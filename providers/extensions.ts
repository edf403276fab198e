import { http, type Envelope } from "./http";

/**
 * Endpoints beyond the CRMEB contract that the backend announces (GET publicly/extensions, a
 * list of paths below `/api/`; README "Extensions of the reference server"). A CRMEB backend
 * has no such path and answers an error: that means "none", silently — it is not a failure
 * the merchant can do anything about.
 */
let loading: Promise<ReadonlySet<string>> | undefined;
let announced: ReadonlySet<string> = new Set();

const namesIn = (envelope: Envelope<unknown> | undefined): ReadonlySet<string> =>
  new Set(envelope?.code === 200 && Array.isArray(envelope.data) ? envelope.data.filter((n): n is string => typeof n === "string") : []);

/** Loads the announced extensions once per session; never rejects. */
export function loadExtensions(): Promise<ReadonlySet<string>> {
  loading ??= http.get<Envelope<unknown>>("publicly/extensions").then(
    (response) => (announced = namesIn(response.data)),
    () => {
      // Unreachable now: ask again next time instead of keeping "none" for the whole session.
      loading = undefined;
      return (announced = new Set());
    },
  );
  return loading;
}

/** The extensions loaded last, for synchronous access checks. */
export const currentExtensions = (): ReadonlySet<string> => announced;

/** Extensions of the last known session, until the fresh ones load. */
export function adoptExtensions(names: readonly string[]): void {
  announced = new Set(names);
}

export function forgetExtensions(): void {
  loading = undefined;
  announced = new Set();
}
