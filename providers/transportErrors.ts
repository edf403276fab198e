import { AxiosError } from "axios";

/** A failure below the envelope, as a locale key of `http.transport.*` and its values. */
export interface TransportFailure {
  key: string;
  vars?: Record<string, unknown>;
  /** The HTTP status when the server answered, else 0. */
  status: number;
  /** A cancel the caller asked for: nothing to tell the user. */
  quiet?: boolean;
}

const failure = (name: string, status = 0, vars?: Record<string, unknown>): TransportFailure => ({ key: `http.transport.${name}`, status, vars });

/**
 * What went wrong with a call that brought no envelope back: no connection, a timeout, an
 * aborted or cancelled call, or an HTTP error page (413, 5xx, other statuses). The client is
 * created with `clarifyTimeoutError`, so a timeout is ETIMEDOUT and ECONNABORTED is an abort.
 */
export function transportFailureOf(error: unknown): TransportFailure {
  if (!(error instanceof AxiosError)) return failure("unknown");
  if (error.code === AxiosError.ERR_CANCELED) return { ...failure("cancelled"), quiet: true };
  if (error.code === AxiosError.ETIMEDOUT) {
    const timeout = error.config?.timeout;
    return timeout ? failure("timeout", 0, { seconds: Math.round(timeout / 1000) }) : failure("timeoutPlain");
  }
  if (error.code === AxiosError.ECONNABORTED) return failure("aborted");
  const status = error.response?.status ?? 0;
  if (status === 413) return failure("tooLarge", status);
  if (status >= 500) return failure("server", status, { status });
  if (status > 0) return failure("status", status, { status });
  return failure("network");
}

/** An answer with HTTP 200 that is not an envelope (a proxy's or a web server's page). */
export const notAnEnvelope = (): TransportFailure => failure("notEnvelope", 200);
