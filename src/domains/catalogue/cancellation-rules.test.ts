import { describe, expect, it } from "vitest";
import { cancellationRulesInput, stepEndsOn } from "./cancellation-rules";
import { rulesSchema } from "./listings/steps";

const messages = (steps: unknown) => {
  const result = cancellationRulesInput.safeParse(steps);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
};

describe("a custom cancellation policy's steps", () => {
  it("takes 1 to 5 steps, fewer days and no larger refund at each, the last at 0 days", () => {
    expect(messages([{ daysBefore: 0, percent: 100 }])).toEqual([]);
    expect(
      messages([
        { daysBefore: 60, percent: 100 },
        { daysBefore: 30, percent: 75 },
        { daysBefore: 14, percent: 50 },
        { daysBefore: 7, percent: 50 },
        { daysBefore: 0, percent: 0 },
      ]),
    ).toEqual([]);
  });

  it("refuses each broken rule with a message on the step and field it is about", () => {
    expect(messages([])).toEqual([": Give at least one step."]);
    expect(messages(Array.from({ length: 6 }, (_, index) => ({ daysBefore: 50 - index * 10, percent: 0 })))).toEqual([
      ": A policy has at most 5 steps.",
    ]);
    expect(
      messages([
        { daysBefore: 7, percent: 50 },
        { daysBefore: 7, percent: 40 },
        { daysBefore: 0, percent: 0 },
      ]),
    ).toEqual(["1.daysBefore: Each step needs fewer days before check-in than the one above it."]);
    expect(
      messages([
        { daysBefore: 30, percent: 50 },
        { daysBefore: 0, percent: 100 },
      ]),
    ).toEqual(["1.percent: A later cancellation cannot get a larger refund than an earlier one."]);
    expect(messages([{ daysBefore: 3, percent: 0 }])).toEqual([
      "0.daysBefore: The last step must start at 0 days: it covers every later cancellation.",
    ]);
    expect(messages([{ daysBefore: 0, percent: 101 }])).toEqual(["0.percent: A refund is between 0 and 100 %."]);
    expect(messages([{ daysBefore: 0, percent: -1 }])).toEqual(["0.percent: A refund is between 0 and 100 %."]);
    expect(messages([{ daysBefore: 0, percent: 12.5 }])).toEqual(["0.percent: Give the refund as a whole percentage."]);
    expect(
      messages([
        { daysBefore: 1.5, percent: 0 },
        { daysBefore: 0, percent: 0 },
      ]),
    ).toEqual(["0.daysBefore: Give the days before check-in as a whole number."]);
    expect(
      messages([
        { daysBefore: 400, percent: 100 },
        { daysBefore: 0, percent: 0 },
      ]),
    ).toEqual(["0.daysBefore: A step can start at most 365 days before check-in."]);
    expect(messages([{ daysBefore: 0, percent: 10, extra: true }])).toHaveLength(1);
  });

  it("ends each step at the midnight after its last day", () => {
    expect(stepEndsOn("2027-04-02", { daysBefore: 30, percent: 100 })).toBe("2027-03-04");
    expect(stepEndsOn("2027-04-02", { daysBefore: 1, percent: 50 })).toBe("2027-04-02");
  });
});

describe("the listing's rules step", () => {
  const rules = {
    cleaningFee: 0,
    houseRules: "",
    checkInTime: "15:00",
    checkOutTime: "11:00",
    instantBook: true,
    licenceNumber: null,
  };

  it("asks for steps with the custom policy and takes a standard policy without", () => {
    expect(rulesSchema.safeParse({ ...rules, cancellationPolicy: "moderate" }).success).toBe(true);
    const missing = rulesSchema.safeParse({ ...rules, cancellationPolicy: "custom", cancellationRules: null });
    expect(missing.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["cancellationRules", "Give the steps of your own policy."],
    ]);
    expect(
      rulesSchema.safeParse({
        ...rules,
        cancellationPolicy: "custom",
        cancellationRules: [{ daysBefore: 0, percent: 100 }],
      }).success,
    ).toBe(true);
  });
});
