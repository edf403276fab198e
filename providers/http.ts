import axios, { AxiosError, type AxiosRequestConfig } from "axios";
import type { HttpError } from "@refinedev/core";
import { clearLocalStorageKeepingPreferences, clearSessionStorage, getToken } from "./storage";
import { toastError } from "./notify";
import { translateNow } from "./i18nProvider";

/** The wire conventions of contract §1: base URL, token header, `temp` on GETs, 60 s timeout. */
export const API_BASE = `${(import.meta.env.VITE_API_BASE ?? "").replace(/\/$/, "")}/api/`;
export const TOKEN_HEADER = "Authori-zation";
export const REQUEST_TIMEOUT_MS = 60000;

export interface Envelope<T = unknown> {
  code: number;
  message: string | null;
  data: T;
}

export const http = axios.create({ baseURL: API_BASE, timeout: REQUEST_TIMEOUT_MS });

http.interceptors.request.use((config) => {
  const token = getToken();
  if (token) config.headers.set(TOKEN_HEADER, token);
  if ((config.method ?? "get").toLowerCase() === "get") {
    config.params = { ...(config.params ?? {}), temp: Math.floor(Date.now() / 1000) };
  }
  return config;
});

/** Where the browser is sent after a 401; replaceable in tests. */
export const navigation = {
  toLogin: () => {
    if (!window.location.pathname.startsWith("/login")) window.location.assign("/login");
  },
};

/**
 * Turns an envelope into its data or a thrown HttpError whose statusCode is the envelope
 * code (HTTP is 200 even for errors), showing exactly one toast for the failure.
 */
export function unwrap<T>(envelope: Envelope<T>): T {
  if (envelope.code === 200) return envelope.data;
  let text: string;
  if (envelope.code === 401) {
    text = translateNow("http.sessionExpired");
    clearLocalStorageKeepingPreferences();
    clearSessionStorage();
    navigation.toLogin();
  } else if (envelope.code === 403) {
    text = translateNow("http.forbidden");
  } else {
    text = envelope.message || "Error";
  }
  toastError(text);
  const error: HttpError & { shown: true } = { message: text, statusCode: envelope.code, shown: true };
  throw error;
}

function networkFailure(error: unknown): never {
  if ((error as HttpError).shown) throw error;
  const message = error instanceof AxiosError || error instanceof Error ? error.message : String(error);
  toastError(message);
  const failure: HttpError & { shown: true } = { message, statusCode: 0, shown: true };
  throw failure;
}

/** One call: resolves with `data`, rejects with an HttpError already shown to the user. */
export async function request<T>(config: AxiosRequestConfig): Promise<T> {
  let envelope: Envelope<T>;
  try {
    envelope = (await http.request<Envelope<T>>(config)).data;
  } catch (error) {
    networkFailure(error);
  }
  return unwrap(envelope);
}

/** Downloads a file answer (not an envelope) through the same client. */
export async function download(config: AxiosRequestConfig, fallbackName: string): Promise<void> {
  let blob: Blob;
  let name = fallbackName;
  try {
    const response = await http.request<Blob>({ ...config, responseType: "blob" });
    blob = response.data;
    const disposition = String(response.headers["content-disposition"] ?? "");
    const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition);
    if (match?.[1]) name = decodeURIComponent(match[1]);
  } catch (error) {
    networkFailure(error);
  }
  if (blob.type.includes("json")) {
    // The server answered an envelope (an error) instead of a file.
    unwrap(JSON.parse(await blob.text()) as Envelope<unknown>);
  }
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}
