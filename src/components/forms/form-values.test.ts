import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  amountShapeMessage,
  basisPointsOf,
  countOf,
  fieldIssue,
  formSchema,
  minorOf,
  numberOf,
  wholeOrNull,
} from "./form-values";

describe("form values: typed text into a function's input", () => {
  it("reads optional whole numbers", () => {
    expect(wholeOrNull("")).toBeNull();
    expect(wholeOrNull("  ")).toBeNull();
    expect(wholeOrNull("1,000")).toBe(1000);
    expect(wholeOrNull("-3")).toBe(-3);
    expect(wholeOrNull("2.5")).toBeUndefined();
    expect(wholeOrNull("many")).toBeUndefined();
  });

  it("reads amounts in the currency's own minor digits", () => {
    expect(minorOf("1,250.50", "MYR")).toBe(125050);
    expect(minorOf("850000", "IDR")).toBe(850000);
    expect(minorOf("850000.5", "IDR")).toBeUndefined();
    expect(minorOf("12.345", "THB")).toBeUndefined();
    expect(minorOf("1.2.3", "USD")).toBeUndefined();
    expect(minorOf("", "USD")).toBeUndefined();
    expect(amountShapeMessage("IDR")).toBe("Enter a whole amount in IDR.");
    expect(amountShapeMessage("MYR")).toBe("Enter an amount like 50.00.");
  });

  it("reads percentages with two decimals as basis points", () => {
    expect(basisPointsOf("12.5")).toBe(1250);
    expect(basisPointsOf("100")).toBe(10000);
    expect(basisPointsOf("0.015")).toBeUndefined();
    expect(basisPointsOf("ten")).toBeUndefined();
  });

  it("pipes what it read into the function's schema, and stops at the text's own mistakes", () => {
    const input = z.strictObject({ nights: z.number().int().min(1, { error: "At least one night." }) });
    const schema = formSchema(
      z.object({ nights: z.string() }),
      (values, context) => {
        const nights = wholeOrNull(values.nights);
        if (nights === undefined) fieldIssue(context, "nights", "Enter a whole number of nights.");
        return { nights: nights ?? 0 };
      },
      input,
    );
    expect(schema.parse({ nights: "3" })).toEqual({ nights: 3 });
    expect(schema.safeParse({ nights: "x" }).error?.issues.map((issue) => issue.message)).toEqual([
      "Enter a whole number of nights.",
    ]);
    expect(schema.safeParse({ nights: "0" }).error?.issues.map((issue) => issue.message)).toEqual([
      "At least one night.",
    ]);
  });
});

describe("form values: numbers the function's schema checks itself", () => {
  it("reads a typed number, or NaN for the function's z.number() to refuse with its own message", () => {
    expect(numberOf("4.46")).toBe(4.46);
    expect(numberOf(" 1,250.5 ")).toBe(1250.5);
    expect(numberOf("")).toBeNaN();
    expect(numberOf("four")).toBeNaN();
    const rate = z.number({ error: "Enter the rate as a number." }).positive({ error: "More than 0." });
    expect(rate.safeParse(numberOf("")).error?.issues[0]?.message).toBe("Enter the rate as a number.");
    expect(rate.safeParse(numberOf("0")).error?.issues[0]?.message).toBe("More than 0.");
  });

  it("reads a count of at least 1", () => {
    expect(countOf("3")).toBe(3);
    expect(countOf("1,000")).toBe(1000);
    expect(countOf("0")).toBeUndefined();
    expect(countOf("-2")).toBeUndefined();
    expect(countOf("1.5")).toBeUndefined();
    expect(countOf("")).toBeUndefined();
  });
});
