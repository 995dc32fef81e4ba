import { describe, expect, it } from "vitest";
import { BUSINESS_SETTINGS } from "@/domains/platform/settings";
import { about } from "./company";
import { landlords, rewards } from "./products";

/** Every word of a page, as one string. */
const textOf = (content: ReturnType<typeof about>) => JSON.stringify(content);

// The pages state the business settings in force (ARCHITECTURE.md "Business settings"): the page passes them.
describe("the fees and points the marketing pages state", () => {
  const changed = {
    ...BUSINESS_SETTINGS,
    serviceFeeBasisPoints: 700,
    commissionBasisPoints: 2_500,
    managementFeeBasisPoints: 3_000,
    airlinePoints: { pointsPerUsd: 3 },
  };

  it("are the settings given, not the defaults", () => {
    expect(textOf(about("en", changed))).toContain("7%");
    expect(textOf(about("en", changed))).toContain("25%");
    const owners = textOf(landlords("malaysia", "en", changed));
    expect(owners).toContain("25% commission");
    expect(owners).toContain("30% management fee");
    expect(textOf(rewards("en", changed))).not.toBe(textOf(rewards("en")));
  });
});
