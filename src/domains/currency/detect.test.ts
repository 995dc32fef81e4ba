import { describe, expect, it } from "vitest";
import { detectCurrency } from "./detect";

function headers(values: Record<string, string>): Headers {
  return new Headers(values);
}

describe("detectCurrency", () => {
  it("uses the country header set by the proxy", () => {
    expect(detectCurrency(headers({ "cf-ipcountry": "TH" }), "cf-ipcountry")).toEqual({
      currency: "THB",
      source: "country",
    });
    expect(detectCurrency(headers({ "cf-ipcountry": "my" }), "cf-ipcountry")).toEqual({
      currency: "MYR",
      source: "country",
    });
  });

  it("prefers the country header to Accept-Language", () => {
    const request = headers({ "cf-ipcountry": "JP", "accept-language": "en-SG,en;q=0.8" });
    expect(detectCurrency(request, "cf-ipcountry")).toEqual({ currency: "JPY", source: "country" });
  });

  it("accepts a euro-area country, the euro being one of the 21", () => {
    expect(detectCurrency(headers({ "cf-ipcountry": "FR" }), "cf-ipcountry")).toEqual({
      currency: "EUR",
      source: "country",
    });
  });

  it("falls back to Accept-Language when the country's currency is not one of the 21", () => {
    const request = headers({ "cf-ipcountry": "BR", "accept-language": "pt-BR;q=0.4, id-ID;q=0.9" });
    expect(detectCurrency(request, "cf-ipcountry")).toEqual({ currency: "IDR", source: "language" });
  });

  it.each(["XX", "T1", "", "not a country"])(
    "falls back to Accept-Language when the country header is %j",
    (country) => {
      const request = headers({ "cf-ipcountry": country, "accept-language": "en-SG,en;q=0.8" });
      expect(detectCurrency(request, "cf-ipcountry")).toEqual({ currency: "SGD", source: "language" });
    },
  );

  it("uses Accept-Language alone when there is no country header", () => {
    expect(detectCurrency(headers({ "accept-language": "zh-Hant-TW,zh;q=0.9" }), "cf-ipcountry")).toEqual({
      currency: "TWD",
      source: "language",
    });
  });

  it("answers null when neither says anything usable", () => {
    expect(detectCurrency(headers({}), "cf-ipcountry")).toBeNull();
    expect(detectCurrency(headers({ "cf-ipcountry": "BR" }), "cf-ipcountry")).toBeNull();
    expect(
      detectCurrency(headers({ "cf-ipcountry": "BR", "accept-language": "pt-BR,en;q=0.5" }), "cf-ipcountry"),
    ).toBeNull();
    expect(detectCurrency(headers({ "accept-language": "en" }), "cf-ipcountry")).toBeNull();
  });

  it("reads the country from the header it is told to, and no other", () => {
    const request = headers({ "cf-ipcountry": "TH", "x-country": "PH" });
    expect(detectCurrency(request, "x-country")).toEqual({ currency: "PHP", source: "country" });
    expect(detectCurrency(request, "X-Country")).toEqual({ currency: "PHP", source: "country" });
    expect(detectCurrency(headers({ "cf-ipcountry": "TH" }), "x-country")).toBeNull();
    expect(detectCurrency(headers({ "cf-ipcountry": "TH", "accept-language": "ko-KR" }), "x-country")).toEqual({
      currency: "KRW",
      source: "language",
    });
  });
});
