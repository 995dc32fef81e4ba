import { describe, expect, it } from "vitest";
import { deskActionsFor } from "./rules";

const facts = { today: "2026-03-10", mayMarkTransfers: false, transferWaiting: false };

describe("the desk's actions on a booking", () => {
  it("offers check-in and no-show from the check-in day on, never before", () => {
    expect(deskActionsFor({ status: "confirmed", checkIn: "2026-03-10" }, { ...facts, role: "operations" })).toEqual([
      "check_in",
      "no_show",
    ]);
    expect(deskActionsFor({ status: "confirmed", checkIn: "2026-03-08" }, { ...facts, role: "staff" })).toEqual([
      "check_in",
      "no_show",
    ]);
    expect(deskActionsFor({ status: "confirmed", checkIn: "2026-03-11" }, { ...facts, role: "operations" })).toEqual(
      [],
    );
  });

  it("offers check-out to a stay checked in, whatever the day", () => {
    expect(deskActionsFor({ status: "checked_in", checkIn: "2026-03-10" }, { ...facts, role: "supplier" })).toEqual([
      "check_out",
    ]);
  });

  it("offers nothing the lifecycle refuses, nor anything to guests and strangers", () => {
    for (const status of ["held", "requested", "completed", "cancelled", "no_show", "declined", "expired"] as const) {
      expect(deskActionsFor({ status, checkIn: "2026-03-01" }, { ...facts, role: "staff" })).toEqual([]);
    }
    expect(deskActionsFor({ status: "confirmed", checkIn: "2026-03-10" }, { ...facts, role: "guest" })).toEqual([]);
    expect(deskActionsFor({ status: "checked_in", checkIn: "2026-03-10" }, { ...facts, role: null })).toEqual([]);
  });

  it("offers staff to record a bank transfer on a held booking waiting for one", () => {
    const waiting = { ...facts, role: "staff" as const, mayMarkTransfers: true, transferWaiting: true };
    expect(deskActionsFor({ status: "held", checkIn: "2026-04-01" }, waiting)).toEqual(["mark_transfer_received"]);
    expect(deskActionsFor({ status: "held", checkIn: "2026-04-01" }, { ...waiting, mayMarkTransfers: false })).toEqual(
      [],
    );
    expect(deskActionsFor({ status: "held", checkIn: "2026-04-01" }, { ...waiting, transferWaiting: false })).toEqual(
      [],
    );
    expect(deskActionsFor({ status: "expired", checkIn: "2026-04-01" }, waiting)).toEqual([]);
  });
});
