import { http } from "../../providers/http";
import { debugLog, type DebugKind } from "./debugLog";

const METHODS: DebugKind[] = ["log", "info", "warn", "error", "debug"];

/**
 * Copies console output, uncaught errors and failed requests (HTTP errors, network errors
 * and envelopes whose code is not 200) into the debug log. Returns the undo.
 */
export function captureConsole(): () => void {
  const originals = new Map<DebugKind, (...args: unknown[]) => void>();
  for (const method of METHODS) {
    const original = console[method as "log"].bind(console);
    originals.set(method, original);
    console[method as "log"] = (...args: unknown[]) => {
      debugLog.add(method, args);
      original(...args);
    };
  }
  const onError = (event: ErrorEvent) => debugLog.add("error", [event.error ?? event.message]);
  const onRejection = (event: PromiseRejectionEvent) => debugLog.add("error", [event.reason]);
  window.addEventListener("error", onError);
  window.addEventListener("unhandledrejection", onRejection);

  const describe = (method?: string, url?: string) => `${(method ?? "get").toUpperCase()} ${url ?? ""}`;
  const interceptor = http.interceptors.response.use(
    (response) => {
      const envelope = response.data as { code?: unknown; message?: unknown } | undefined;
      if (typeof envelope?.code === "number" && envelope.code !== 200) {
        debugLog.add("request", [`${describe(response.config.method, response.config.url)} → ${envelope.code} ${String(envelope.message ?? "")}`]);
      }
      return response;
    },
    (error: { config?: { method?: string; url?: string }; message?: string; response?: { status?: number } }) => {
      debugLog.add("request", [`${describe(error.config?.method, error.config?.url)} → ${error.response?.status ?? ""} ${error.message ?? ""}`]);
      return Promise.reject(error);
    },
  );

  return () => {
    for (const [method, original] of originals) console[method as "log"] = original;
    window.removeEventListener("error", onError);
    window.removeEventListener("unhandledrejection", onRejection);
    http.interceptors.response.eject(interceptor);
  };
}
