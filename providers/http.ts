import axios, { AxiosError, type AxiosRequestConfig, type AxiosResponse } from "axios";
import type { HttpError } from "@refinedev/core";
import { clearLocalStorageKeepingPreferences, clearSessionStorage, getToken } from "./storage";
import { toastError } from "./notify";
import { translateNow } from "./i18nProvider";
import { notAnEnvelope, transportFailureOf, type TransportFailure } from "./transportErrors";

/** The wire conventions of contract §1: base URL, token header, `temp` on GETs, 60 s timeout. */
export const API_BASE = `${(import.meta.env.VITE_API_BASE ?? "").replace(/\/$/, "")}/api/`;
export const TOKEN_HEADER = "Authori-zation";
export const REQUEST_TIMEOUT_MS = 60000;

export interface Envelope<T = unknown> {
  code: number;
  message: string | null;
  data: T;
}

/** A failure already shown to the user (one toast per failure). */
export type ShownError = HttpError & { shown: true };

// A timeout is ETIMEDOUT, so ECONNABORTED means an aborted call (transportErrors.ts). XHR only:
// the build leaves axios's fetch adapter out (vite.config.ts). No XSRF cookie (the session is the
// token header): where the browser has `cookieStore`, axios reads that cookie asynchronously
// before every send, which held each call back 30–200 ms while the console booted.
export const http = axios.create({
  baseURL: API_BASE,
  timeout: REQUEST_TIMEOUT_MS,
  transitional: { clarifyTimeoutError: true },
  adapter: "xhr",
  withXSRFToken: false,
});

// Synchronous: the call leaves at once, not a microtask later, so the boot step's calls are on
// the wire before the module preloads it starts next (src/boot/bootConsole.ts).
http.interceptors.request.use(
  (config) => {
    const token = getToken();
    // A call may name its own token (checking a new session before it is adopted).
    if (token && !config.headers.has(TOKEN_HEADER)) config.headers.set(TOKEN_HEADER, token);
    if ((config.method ?? "get").toLowerCase() === "get") {
      config.params = { ...(config.params ?? {}), temp: Math.floor(Date.now() / 1000) };
    }
    return config;
  },
  undefined,
  { synchronous: true },
);

/** Where the browser is sent when the session ends; the console replaces it with its router. */
export const navigation = {
  toLogin: () => {
    if (!window.location.pathname.startsWith("/login")) window.location.assign("/login");
  },
};

/**
 * How a 401 can end without leaving the page: "renewed" (signed in again as the same admin:
 * the paused calls are sent again), "cancelled" (the user chose the sign-in page), "switched"
 * (another account signed in: the console starts clean, the paused calls are dropped).
 */
export type RenewalResult = "renewed" | "cancelled" | "switched";

/**
 * Set by the console while a page is open: asks the user to sign in again. Unset (at boot,
 * on the sign-in page), a 401 goes to the sign-in page at once.
 */
let renewSession: (() => Promise<RenewalResult>) | undefined;
let pendingRenewal: Promise<RenewalResult> | undefined;

export function setSessionRenewal(renew: () => Promise<RenewalResult>): () => void {
  renewSession = renew;
  return () => {
    if (renewSession === renew) renewSession = undefined;
  };
}

export interface RequestOptions {
  /** false: a 401 ends the session at once (the calls of signing in and out themselves). */
  renewSession?: boolean;
  /**
   * false: a 401 that ends the session clears it but leaves the navigation to the caller (the boot
   * step, before the console is mounted: RequireSession then goes to the sign-in page with the
   * address to come back to, in one navigation).
   */
  toLogin?: boolean;
}

/** The token whose end was last announced, so several calls failing together show one message. */
let endedToken: string | undefined | null = null;

/** A 401 that cannot be renewed: the spec's message, storage cleared, the sign-in page. */
function endSession(sentWith: string | undefined, toLogin = true): boolean {
  if (sentWith !== undefined && sentWith === endedToken) return false;
  endedToken = sentWith;
  clearLocalStorageKeepingPreferences();
  clearSessionStorage();
  if (toLogin) navigation.toLogin();
  return true;
}

function shownError(message: string, statusCode: number): ShownError {
  return { message, statusCode, shown: true };
}

/**
 * Turns an envelope into its data or a thrown HttpError whose statusCode is the envelope
 * code (HTTP is 200 even for errors), showing exactly one toast for the failure.
 * `sentWith` is the token the call carried.
 */
export function unwrap<T>(envelope: Envelope<T>, sentWith: string | undefined = getToken(), options: RequestOptions = {}): T {
  if (!isEnvelope(envelope)) throw transportError(notAnEnvelope());
  if (envelope.code === 200) return envelope.data;
  // Read when shown: a boot's call can fail before the translations have arrived.
  let text: () => string;
  if (envelope.code === 401) {
    text = () => translateNow("http.sessionExpired");
    if (!endSession(sentWith, options.toLogin !== false)) throw shownError(text(), 401);
  } else if (envelope.code === 403) {
    text = () => translateNow("http.forbidden");
  } else {
    const message = envelope.message || "Error";
    text = () => message;
  }
  toastError(text);
  throw shownError(text(), envelope.code);
}

function isEnvelope(value: unknown): value is Envelope {
  return typeof value === "object" && value !== null && typeof (value as Envelope).code === "number";
}

function transportError(failure: TransportFailure): ShownError {
  const text = () => translateNow(failure.key, failure.vars);
  if (!failure.quiet) toastError(text);
  return shownError(text(), failure.status);
}

/** An envelope in an answer body, JSON or a JSON blob (a download that failed). */
async function envelopeIn(data: unknown): Promise<Envelope | undefined> {
  if (typeof Blob !== "undefined" && data instanceof Blob) {
    if (!data.type.includes("json")) return undefined;
    try {
      return envelopeIn(JSON.parse(await data.text()));
    } catch {
      return undefined;
    }
  }
  return isEnvelope(data) ? data : undefined;
}

type Answer<T> = { envelope: Envelope<T> } | { response: AxiosResponse };

/**
 * One exchange: the envelope the server answered (also one sent with an HTTP error status), or
 * for a file, the response itself. Failures below the envelope are mapped, shown and thrown.
 */
async function exchange<T>(config: AxiosRequestConfig): Promise<Answer<T>> {
  let response: AxiosResponse;
  try {
    response = await http.request(config);
  } catch (error) {
    const answered = error instanceof AxiosError ? error.response : undefined;
    const envelope = answered && (await envelopeIn(answered.data));
    if (envelope) return { envelope: envelope as Envelope<T> };
    if (answered?.status === 401) return { envelope: { code: 401, message: null, data: undefined as T } };
    throw transportError(transportFailureOf(error));
  }
  if (config.responseType === "blob") {
    const envelope = await envelopeIn(response.data);
    return envelope ? { envelope: envelope as Envelope<T> } : { response };
  }
  return { envelope: response.data as Envelope<T> };
}

type AfterSessionEnd = "replay" | "drop" | "end";

/** How each renewal ended, by the token it replaced: an answer for a call sent before it came back after it. */
const renewals = new Map<string, AfterSessionEnd>();
const afterRenewal: Record<RenewalResult, AfterSessionEnd> = { renewed: "replay", switched: "drop", cancelled: "end" };

/**
 * After a 401: "replay" once a session of the same admin is back (through the dialog over the
 * page), "drop" when another account signed in (its console starts clean; nothing of the old
 * account is sent with its token), "end" when no page can ask or the user gave up.
 */
async function afterSessionEnd(sentWith: string | undefined, options: RequestOptions): Promise<AfterSessionEnd> {
  if (options.renewSession === false) return "end";
  const settled = sentWith === undefined ? undefined : renewals.get(sentWith);
  if (settled) return settled;
  const replaced = getToken();
  if (!renewSession || !replaced) return "end";
  pendingRenewal ??= renewSession()
    .then((result) => {
      renewals.set(replaced, afterRenewal[result]);
      return result;
    })
    .finally(() => {
      pendingRenewal = undefined;
    });
  return afterRenewal[await pendingRenewal];
}

/**
 * A call through the session: on a 401 it waits, with every other call failing the same way,
 * until the user has signed in again, then goes again with the new token. Answers what came
 * back and the token it was sent with.
 */
async function throughSession<T>(config: AxiosRequestConfig, options: RequestOptions): Promise<[Answer<T>, string | undefined]> {
  for (;;) {
    const sentWith = getToken();
    const answer = await exchange<T>(config);
    if (!("envelope" in answer) || answer.envelope?.code !== 401) return [answer, sentWith];
    const next = await afterSessionEnd(sentWith, options);
    if (next === "replay") continue;
    if (next === "drop") throw shownError(translateNow("http.sessionExpired"), 401);
    return [answer, sentWith];
  }
}

/** One call: resolves with `data`, rejects with an HttpError already shown to the user. */
export async function request<T>(config: AxiosRequestConfig, options: RequestOptions = {}): Promise<T> {
  const [answer, sentWith] = await throughSession<T>(config, options);
  if (!("envelope" in answer)) throw transportError(notAnEnvelope());
  return unwrap(answer.envelope, sentWith, options);
}

/** Downloads a file answer (not an envelope) through the same client. */
export async function download(config: AxiosRequestConfig, fallbackName: string): Promise<void> {
  const [answer, sentWith] = await throughSession<unknown>({ ...config, responseType: "blob" }, {});
  // The server answered an envelope (an error) instead of a file.
  if ("envelope" in answer) {
    unwrap(answer.envelope, sentWith);
    return;
  }
  const { response } = answer;
  const blob = response.data as Blob;
  let name = fallbackName;
  const disposition = String(response.headers["content-disposition"] ?? "");
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition);
  if (match?.[1]) name = decodeURIComponent(match[1]);
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}
