import { describe, expect, it } from "vitest";
import { alternatesOf, hasLanguageVersions } from "./alternates";

describe("a page's addresses in every language", () => {
  it("lists the five languages and English as x-default, canonical in the page's language", () => {
    const { canonical, languages } = alternatesOf("/findahome", "th", "https://staysia.example");
    expect(canonical).toBe("https://staysia.example/th/findahome");
    expect(languages).toEqual({
      en: "https://staysia.example/findahome",
      ms: "https://staysia.example/ms/findahome",
      id: "https://staysia.example/id/findahome",
      th: "https://staysia.example/th/findahome",
      "zh-Hans": "https://staysia.example/zh/findahome",
      "x-default": "https://staysia.example/findahome",
    });
  });

  it("writes the home page without a trailing slash in other languages", () => {
    expect(alternatesOf("/", "zh", "http://localhost:3000").languages["zh-Hans"]).toBe("http://localhost:3000/zh");
  });

  it("leaves the dashboards and the payment gateway out", () => {
    expect(hasLanguageVersions("/products/abc")).toBe(true);
    expect(hasLanguageVersions("/signup/roomer")).toBe(true);
    expect(hasLanguageVersions("/dashboard/calendar")).toBe(false);
    expect(hasLanguageVersions("/pay/confirm/x")).toBe(false);
  });
});
