import { describe, expect, it } from "vitest";
import { AxiosError, CanceledError, type AxiosResponse, type InternalAxiosRequestConfig } from "axios";
import { notAnEnvelope, transportFailureOf } from "../../../providers/transportErrors";
import { bundleOf } from "../shell/i18n";

const config = { timeout: 60000, headers: {} } as InternalAxiosRequestConfig;
const answered = (status: number, data: unknown = "<html></html>") =>
  new AxiosError(`Request failed with status code ${status}`, status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST, config, {}, {
    status,
    data,
    statusText: "",
    headers: {},
    config,
  } as AxiosResponse);

describe("transport failures map to translated messages", () => {
  it.each([
    ["no connection", new AxiosError("Network Error", AxiosError.ERR_NETWORK, config, {}), "http.transport.network", 0, undefined],
    ["a timeout (clarified)", new AxiosError("timeout of 60000ms exceeded", AxiosError.ETIMEDOUT, config, {}), "http.transport.timeout", 0, { seconds: 60 }],
    ["an aborted call", new AxiosError("Request aborted", AxiosError.ECONNABORTED, config, {}), "http.transport.aborted", 0, undefined],
    ["HTTP 413", answered(413), "http.transport.tooLarge", 413, undefined],
    ["HTTP 502 without an envelope", answered(502), "http.transport.server", 502, { status: 502 }],
    ["HTTP 500 without an envelope", answered(500), "http.transport.server", 500, { status: 500 }],
    ["HTTP 404 without an envelope", answered(404), "http.transport.status", 404, { status: 404 }],
    ["something else thrown", new TypeError("x is undefined"), "http.transport.unknown", 0, undefined],
  ])("%s", (_, error, key, status, vars) => {
    const failure = transportFailureOf(error);
    expect(failure).toMatchObject({ key, status });
    expect(failure.vars).toEqual(vars);
    expect(failure.quiet).toBeFalsy();
  });

  it("a cancel the caller asked for is quiet", () => {
    expect(transportFailureOf(new CanceledError(undefined, undefined, config))).toMatchObject({ key: "http.transport.cancelled", quiet: true });
  });

  it("an answer that is not an envelope has its own message", () => {
    expect(notAnEnvelope()).toMatchObject({ key: "http.transport.notEnvelope", status: 200 });
  });

  it("every message exists in both languages, with the same placeholders, and none is axios's English", () => {
    const keys = ["network", "timeout", "timeoutPlain", "aborted", "cancelled", "tooLarge", "server", "status", "notEnvelope", "unknown"];
    const zh = (bundleOf("zh-CN").http as { transport: Record<string, string> }).transport;
    const en = (bundleOf("en-US").http as { transport: Record<string, string> }).transport;
    for (const key of keys) {
      expect(zh[key], key).toMatch(/[\u4e00-\u9fff]/);
      expect(en[key], key).toBeTruthy();
      expect(en[key]).not.toMatch(/Network Error|Request aborted|timeout of/);
      expect(zh[key]!.match(/\{\{\w+\}\}/g)).toEqual(en[key]!.match(/\{\{\w+\}\}/g));
    }
  });
});
