import { describe, expect, it } from "vitest";
import { acceptedLocale, countryLocaleOf, localizedPath, resolveLocale, splitLocaleSegment } from "./locales";

describe("a request's language", () => {
  it("takes a language segment off the address", () => {
    expect(splitLocaleSegment("/th/findahome")).toEqual({ locale: "th", path: "/findahome" });
    expect(splitLocaleSegment("/zh")).toEqual({ locale: "zh", path: "/" });
    expect(splitLocaleSegment("/id/")).toEqual({ locale: "id", path: "/" });
    expect(splitLocaleSegment("/indonesia/findahome")).toBeNull();
    expect(splitLocaleSegment("/fr/findahome")).toBeNull();
    expect(splitLocaleSegment("/findahome")).toBeNull();
  });

  it("writes a page's address in a language, English's bare", () => {
    expect(localizedPath("/findahome", "en")).toBe("/findahome");
    expect(localizedPath("/findahome", "th")).toBe("/th/findahome");
    expect(localizedPath("/", "ms")).toBe("/ms");
  });

  it("reads Accept-Language by weight, with Indonesian's old code and any Chinese", () => {
    expect(acceptedLocale("id-ID,id;q=0.9,en-US;q=0.8")).toBe("id");
    expect(acceptedLocale("fr-FR, th;q=0.5, en;q=0.7")).toBe("en");
    expect(acceptedLocale("in-ID")).toBe("id");
    expect(acceptedLocale("zh-TW,zh;q=0.9")).toBe("zh");
    expect(acceptedLocale("fr, de;q=0.5")).toBeUndefined();
    expect(acceptedLocale("th;q=0, ms")).toBe("ms");
    expect(acceptedLocale("")).toBeUndefined();
  });

  it("gives the country variants their language", () => {
    expect(countryLocaleOf("/thailand/findahome")).toBe("th");
    expect(countryLocaleOf("/indonesia")).toBe("id");
    expect(countryLocaleOf("/philippines")).toBeUndefined();
    expect(countryLocaleOf("/findahome")).toBeUndefined();
  });

  it("orders: segment, the person's choice, the country variant, the browser, English", () => {
    const browser = "id-ID,id;q=0.9";
    expect(resolveLocale({ segment: "th", cookie: "zh", path: "/findahome", acceptLanguage: browser })).toBe("th");
    // A person who picked English on the Thai site keeps English (decided for the user: docs/I18N.md).
    expect(resolveLocale({ cookie: "en", path: "/thailand", acceptLanguage: browser })).toBe("en");
    expect(resolveLocale({ path: "/thailand/findahome", acceptLanguage: browser })).toBe("th");
    expect(resolveLocale({ path: "/", acceptLanguage: browser })).toBe("id");
    expect(resolveLocale({ path: "/", acceptLanguage: "fr" })).toBe("en");
    expect(resolveLocale({ cookie: "xx", path: "/", acceptLanguage: null })).toBe("en");
  });

  it("keeps the dashboards English, whose words are not translated yet", () => {
    expect(resolveLocale({ segment: "th", cookie: "th", path: "/dashboard/calendar", acceptLanguage: "th" })).toBe(
      "en",
    );
    expect(resolveLocale({ cookie: "zh", path: "/dev/ui" })).toBe("en");
    expect(resolveLocale({ cookie: "zh", path: "/landlords" })).toBe("zh");
  });
});
