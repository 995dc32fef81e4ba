import { describe, expect, it } from "vitest";
import { callFunction, resultOf } from "@tests/support/functions";
import { GET } from "@/app/api/functions/[name]/route";
import { env } from "@/server/env";

/** The proxy's country header is a setting (cf-ipcountry unless configured otherwise). */
const countryHeader = () => env().CLIENT_COUNTRY_HEADER;

function get(headers: Record<string, string>): Promise<Response> {
  const request = new Request("http://localhost:3000/api/functions/getClientCurrency", { headers });
  return GET(request, { params: Promise.resolve({ name: "getClientCurrency" }) });
}

function post(headers: Record<string, string>): Promise<Response> {
  return callFunction("getClientCurrency", null, headers);
}

describe.each([
  ["POST with {data: null}", post],
  ["GET", get],
])("getClientCurrency through %s", (_label, call) => {
  it("answers the currency of the country header", async () => {
    const response = await call({ [countryHeader()]: "TH" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ result: "THB" });
  });

  it("prefers the country header to Accept-Language", async () => {
    expect(await resultOf(await call({ [countryHeader()]: "JP", "accept-language": "en-SG,en;q=0.8" }))).toBe("JPY");
  });

  it("answers the currency of the Accept-Language region without a country header", async () => {
    expect(await resultOf(await call({ "accept-language": "en-SG,en;q=0.8" }))).toBe("SGD");
  });

  it("falls back to Accept-Language when the country's currency is not accepted", async () => {
    expect(await resultOf(await call({ [countryHeader()]: "BR", "accept-language": "ms-MY" }))).toBe("MYR");
  });

  it("answers null when the country's currency is not accepted and there is no language", async () => {
    const response = await call({ [countryHeader()]: "BR" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ result: null });
  });

  it("answers null with no hint at all", async () => {
    expect(await resultOf(await call({}))).toBeNull();
  });
});

describe("getClientCurrency's input", () => {
  it("accepts an empty object", async () => {
    const response = await callFunction("getClientCurrency", {}, { [countryHeader()]: "ID" });
    expect(await resultOf(response)).toBe("IDR");
  });

  it("refuses data it does not take", async () => {
    const response = await callFunction("getClientCurrency", { currency: "EUR" });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { status: string } }).error.status).toBe("INVALID_ARGUMENT");
  });

  it("is not told the answer by a query string", async () => {
    const request = new Request("http://localhost:3000/api/functions/getClientCurrency?currency=EUR");
    const response = await GET(request, { params: Promise.resolve({ name: "getClientCurrency" }) });
    expect(response.status).toBe(400);
  });
});
