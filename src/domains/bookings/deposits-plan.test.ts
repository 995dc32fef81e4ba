import { describe, expect, it } from "vitest";
import { balanceDue, depositOf, planPayment, reminderDue } from "./deposits-plan";
import { depositTermsInput } from "@/domains/catalogue/inputs";

const TERMS = { depositPercent: 30, balanceDaysBefore: 14 };

describe("planPayment (docs/DEPOSITS.md)", () => {
  it("splits 30 % now and the rest 14 days before check-in", () => {
    expect(planPayment(140_000, TERMS, "2026-12-26", "2026-11-27")).toEqual({
      kind: "deposit",
      depositPercent: 30,
      balanceDaysBefore: 14,
      chargeNowMinor: 42_000,
      balanceMinor: 98_000,
      balanceDueOn: "2026-12-12",
    });
  });

  it("pays in full without a deposit", () => {
    expect(planPayment(140_000, { depositPercent: null, balanceDaysBefore: null }, "2026-12-26", "2026-11-27")).toEqual(
      { kind: "full", chargeNowMinor: 140_000, reason: "no_deposit" },
    );
  });

  it("pays in full when check-in is closer than the balance's days (the due day today or past)", () => {
    expect(planPayment(140_000, TERMS, "2026-12-10", "2026-11-27").kind).toBe("full");
    expect(planPayment(140_000, TERMS, "2026-12-11", "2026-11-27")).toMatchObject({
      kind: "full",
      reason: "too_close",
    });
    expect(planPayment(140_000, TERMS, "2026-12-12", "2026-11-27")).toMatchObject({
      kind: "deposit",
      balanceDueOn: "2026-11-28",
    });
  });

  it("rounds the deposit to a whole minor unit and the parts add up (IDR has no decimals)", () => {
    // IDR 1,234,567 at 33 %: 407,407.11 → 407,407; the balance takes the rest.
    const plan = planPayment(1_234_567, { depositPercent: 33, balanceDaysBefore: 7 }, "2027-01-20", "2026-11-27");
    expect(plan).toMatchObject({ kind: "deposit", chargeNowMinor: 407_407, balanceMinor: 827_160 });
    // A half goes to the even neighbour: 15 % of 30 is 4.5 → 4; of 70 is 10.5 → 10.
    expect(depositOf(30, { depositPercent: 15 })).toBe(4);
    expect(depositOf(70, { depositPercent: 15 })).toBe(10);
    for (let due = 1; due < 500; due += 7) {
      const split = planPayment(due, { depositPercent: 45, balanceDaysBefore: 3 }, "2027-01-20", "2026-11-27");
      if (split.kind === "deposit") expect(split.chargeNowMinor + split.balanceMinor).toBe(due);
      else expect(split.chargeNowMinor).toBe(due);
    }
  });

  it("pays in full when a share would round to nothing", () => {
    expect(planPayment(1, { depositPercent: 10, balanceDaysBefore: 3 }, "2027-01-20", "2026-11-27").kind).toBe("full");
  });

  it("reminds 3 days ahead and charges on the due day", () => {
    expect(reminderDue("2026-12-12", "2026-12-08")).toBe(false);
    expect(reminderDue("2026-12-12", "2026-12-09")).toBe(true);
    expect(balanceDue("2026-12-12", "2026-12-11")).toBe(false);
    expect(balanceDue("2026-12-12", "2026-12-12")).toBe(true);
    expect(balanceDue("2026-12-12", "2026-12-13")).toBe(true);
  });
});

describe("depositTermsInput", () => {
  it("takes both or neither, within the limits", () => {
    expect(depositTermsInput.safeParse({ depositPercent: 30, balanceDaysBefore: 14 }).success).toBe(true);
    expect(depositTermsInput.safeParse({ depositPercent: null, balanceDaysBefore: null }).success).toBe(true);
    expect(depositTermsInput.safeParse({ depositPercent: 30, balanceDaysBefore: null }).success).toBe(false);
    expect(depositTermsInput.safeParse({ depositPercent: 5, balanceDaysBefore: 14 }).success).toBe(false);
    expect(depositTermsInput.safeParse({ depositPercent: 95, balanceDaysBefore: 14 }).success).toBe(false);
    expect(depositTermsInput.safeParse({ depositPercent: 30, balanceDaysBefore: 61 }).success).toBe(false);
    expect(depositTermsInput.safeParse({ depositPercent: 30.5, balanceDaysBefore: 14 }).success).toBe(false);
  });
});
