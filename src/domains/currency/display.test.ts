import { describe, expect, it, vi } from "vitest";
import { chooseDisplayCurrency } from "./display";
import type { RateSnapshot } from "./queries";

const SNAPSHOT: RateSnapshot = {
  perBase: { USD: 1, MYR: 4.5, THB: 36, PHP: 58 },
  asOf: new Date("2026-11-20T00:00:00Z"),
  sources: ["ecb"],
};

function choose(options: {
  cookie?: string;
  headers?: Record<string, string>;
  readRates?: () => Promise<RateSnapshot>;
}) {
  const log = { warn: vi.fn(), error: vi.fn() };
  const result = chooseDisplayCurrency({
    cookie: options.cookie,
    headers: new Headers(options.headers ?? {}),
    countryHeader: "cf-ipcountry",
    readRates: options.readRates ?? (async () => SNAPSHOT),
    log,
  });
  return { result, log };
}

describe("chooseDisplayCurrency", () => {
  it("shows US dollars to a visitor nothing is known about", async () => {
    const { result } = choose({});
    expect(await result).toMatchObject({
      currency: "USD",
      chosenBy: "default",
      rates: { toCurrency: "USD", rates: { USD: 1, MYR: 1 / 4.5 } },
    });
  });

  it("follows detection, and the visitor's own choice beats it", async () => {
    expect(await choose({ headers: { "cf-ipcountry": "TH" } }).result).toMatchObject({
      currency: "THB",
      chosenBy: "detected",
    });
    expect(await choose({ cookie: "MYR", headers: { "cf-ipcountry": "TH" } }).result).toMatchObject({
      currency: "MYR",
      chosenBy: "visitor",
    });
  });

  it("ignores a cookie that is not a currency we accept", async () => {
    expect(await choose({ cookie: "XXX" }).result).toMatchObject({ currency: "USD", chosenBy: "default" });
    expect(await choose({ cookie: "<script>" }).result).toMatchObject({ currency: "USD", chosenBy: "default" });
  });

  it("keeps the currency and shows original prices when the rates cannot be read, and logs it", async () => {
    const { result, log } = choose({ readRates: async () => Promise.reject(new Error("connection refused")) });
    expect(await result).toEqual({ currency: "USD", chosenBy: "default", rates: null });
    expect(log.error).toHaveBeenCalledOnce();
  });

  it("shows original prices when the chosen currency has no rate, and logs it", async () => {
    const { result, log } = choose({ cookie: "KRW" });
    expect(await result).toEqual({ currency: "KRW", chosenBy: "visitor", rates: null });
    expect(log.warn).toHaveBeenCalledOnce();
  });
});
