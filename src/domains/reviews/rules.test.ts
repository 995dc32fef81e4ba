import { describe, expect, it } from "vitest";
import { reviewDaysLeft, reviewsDueForPublication, reviewWindowEnd, reviewWindowOpen } from "./rules";

const completedAt = new Date("2026-03-01T11:00:00Z");
const at = (iso: string) => new Date(iso);

describe("the 14 days to review a stay", () => {
  it("end 14 days after the stay's completion", () => {
    expect(reviewWindowEnd(completedAt)).toEqual(at("2026-03-15T11:00:00Z"));
  });

  it("are open for a completed stay only, until their last instant", () => {
    expect(reviewWindowOpen({ status: "completed", completedAt }, at("2026-03-15T10:59:59Z"))).toBe(true);
    expect(reviewWindowOpen({ status: "completed", completedAt }, at("2026-03-15T11:00:00Z"))).toBe(false);
    expect(reviewWindowOpen({ status: "checked_in", completedAt }, at("2026-03-02T00:00:00Z"))).toBe(false);
    expect(reviewWindowOpen({ status: "cancelled", completedAt }, at("2026-03-02T00:00:00Z"))).toBe(false);
  });

  it("count whole days left", () => {
    expect(reviewDaysLeft(completedAt, at("2026-03-01T11:00:00Z"))).toBe(14);
    expect(reviewDaysLeft(completedAt, at("2026-03-15T10:00:00Z"))).toBe(1);
    expect(reviewDaysLeft(completedAt, at("2026-03-20T10:00:00Z"))).toBe(0);
  });
});

describe("publication", () => {
  const during = at("2026-03-05T00:00:00Z");
  const after = at("2026-03-15T11:00:00Z");
  it.each([
    // guest, supplier, now → published
    [false, false, during, false],
    [true, false, during, false],
    [false, true, during, false],
    [true, true, during, true],
    [true, false, after, true],
    [false, true, after, true],
    [true, true, after, true],
    [false, false, after, false],
  ])("guest %s, supplier %s, at %s: %s", (guest, supplier, now, published) => {
    expect(reviewsDueForPublication({ guest, supplier }, completedAt, now)).toBe(published);
  });
});
