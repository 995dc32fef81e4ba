// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { CalendarProperty, HourlySchedule } from "../queries";
import { DayActions } from "./day-actions";
import { HourActions, HourlyPriceForm } from "./hourly-calendar";

const fetchCalls = vi.fn();
let answer: { status: number; body: unknown } = { status: 200, body: { result: { days: 2 } } };
beforeEach(() => {
  fetchCalls.mockReset();
  answer = { status: 200, body: { result: { days: 2, amountMinor: 4500 } } };
  vi.stubGlobal("fetch", async (...args: unknown[]) => {
    fetchCalls(...args);
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { "content-type": "application/json" },
    });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function sent(call = 0): Record<string, unknown> {
  return (
    JSON.parse(String((fetchCalls.mock.calls[call]![1] as RequestInit).body)) as { data: Record<string, unknown> }
  ).data;
}

const property: CalendarProperty = {
  id: "0f8b3c1e-2a4d-4e6f-8a9b-1c2d3e4f5a6b",
  title: "Garden Rooms",
  city: "Penang",
  currency: "MYR",
  timeZone: "Asia/Kuala_Lumpur",
  today: "2026-11-20",
  nightlyRateMinor: 25_000,
  weekendRateMinor: null,
  minNights: 1,
  hourlyRateMinor: null,
  openingTime: null,
  closingTime: null,
  bufferHours: 0,
};
const unit = { id: "1f8b3c1e-2a4d-4e6f-8a9b-1c2d3e4f5a6b", name: "Room 1" };
const other = { id: "2f8b3c1e-2a4d-4e6f-8a9b-1c2d3e4f5a6b", name: "Room 2" };
const panel = <DayActions property={property} from="2026-12-15" to="2026-12-16" unit={unit} allUnits={[unit, other]} />;

describe("DayActions validates with updateCalendarDays' change schema", () => {
  it("refuses a minimum stay out of range and a price the currency cannot hold, without a call", async () => {
    const user = userEvent.setup();
    render(panel);
    await user.click(screen.getByText("Minimum stay", { exact: true }));
    await user.type(screen.getByLabelText("Minimum nights"), "0");
    await user.click(screen.getByRole("button", { name: "Apply" }));
    expect(await screen.findByText("Enter a number of nights from 1 to 365.")).toBeTruthy();
    expect(screen.getByLabelText("Minimum nights").getAttribute("aria-invalid")).toBe("true");

    await user.click(screen.getByText("Set price", { exact: true }));
    await user.type(screen.getByLabelText(/^Price per night \(MYR\)/), "43.215");
    await user.click(screen.getByRole("button", { name: "Apply" }));
    expect(await screen.findByText("Enter a price in MYR, like 250.")).toBeTruthy();
    expect(fetchCalls).not.toHaveBeenCalled();
  });

  it("sends the change with the days and the units chosen, then says it is done", async () => {
    const user = userEvent.setup();
    render(panel);
    await user.click(screen.getByText("Apply to all 2 units"));
    await user.click(screen.getByText("Set price", { exact: true }));
    await user.type(screen.getByLabelText(/^Price per night \(MYR\)/), "432");
    await user.click(screen.getByRole("button", { name: "Apply" }));
    await waitFor(() => expect(fetchCalls).toHaveBeenCalledTimes(1));
    expect(sent()).toEqual({
      propertyId: property.id,
      unitIds: [unit.id, other.id],
      from: "2026-12-15",
      to: "2026-12-16",
      change: { kind: "price", amountMinor: 43_200 },
    });
    expect((await screen.findByRole("status")).textContent).toContain("Set price: done");
  });

  it("closes days with the reason and note, and shows the function's refusal of past days", async () => {
    answer = {
      status: 400,
      body: {
        error: {
          status: "INVALID_ARGUMENT",
          message: "Past days cannot be changed.",
          details: {
            issues: [{ path: "from", message: "Choose days from 2026-11-20 on: earlier days are read-only." }],
          },
        },
      },
    };
    const user = userEvent.setup();
    render(panel);
    await user.selectOptions(screen.getByLabelText("Reason"), "owner_stay");
    await user.type(screen.getByLabelText("Note"), " Family visit ");
    await user.click(screen.getByRole("button", { name: "Apply" }));
    await waitFor(() => expect(fetchCalls).toHaveBeenCalledTimes(1));
    expect(sent()).toMatchObject({
      unitIds: [unit.id],
      change: { kind: "close", reason: "owner_stay", note: "Family visit" },
    });
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Choose days from 2026-11-20 on: earlier days are read-only.",
    );
  });
});

describe("HourlyPriceForm validates with setHourlyPrice's schema", () => {
  const schedule: HourlySchedule = {
    property: { ...property, nightlyRateMinor: null, hourlyRateMinor: 4000 },
    day: "2026-12-15",
    units: [unit],
    bookings: [],
    blocks: [],
    days: [],
    readOnlyBefore: 0,
  };

  it("refuses a price the currency cannot hold, then sends the day's price", async () => {
    const user = userEvent.setup();
    render(<HourlyPriceForm schedule={schedule} />);
    await user.type(screen.getByLabelText("New hourly price (MYR)"), "forty");
    await user.click(screen.getByRole("button", { name: "Save price" }));
    expect(await screen.findByText("Enter a price in MYR, like 40.")).toBeTruthy();
    expect(fetchCalls).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText("New hourly price (MYR)"));
    await user.type(screen.getByLabelText("New hourly price (MYR)"), "45");
    await user.click(screen.getByRole("button", { name: "Save price" }));
    await waitFor(() => expect(fetchCalls).toHaveBeenCalledTimes(1));
    expect(sent()).toEqual({ propertyId: property.id, unitIds: [unit.id], day: "2026-12-15", amountMinor: 4500 });
    expect((await screen.findByRole("status")).textContent?.replace(/\s/g, " ")).toBe("Hourly price set to RM 45.");
  });
});

describe("HourActions validates with blockHours' and reopenHours' schemas", () => {
  const schedule: HourlySchedule = {
    property: {
      ...property,
      nightlyRateMinor: null,
      hourlyRateMinor: 4000,
      openingTime: "08:00",
      closingTime: "22:00",
    },
    day: "2026-12-15",
    units: [unit, other],
    bookings: [],
    blocks: [],
    days: [],
    readOnlyBefore: 0,
  };
  const hours = <HourActions schedule={schedule} unitId={unit.id} start={10 * 60} end={12 * 60} />;

  it("refuses a note over 500 characters on its field, without a call", async () => {
    const user = userEvent.setup();
    render(hours);
    // Past the field's own limit, as a paste by a script or an older browser can put there.
    fireEvent.change(screen.getByLabelText("Note"), { target: { value: "x".repeat(501) } });
    await user.click(screen.getByRole("button", { name: "Apply" }));
    expect(await screen.findByText("A note is at most 500 characters.")).toBeTruthy();
    expect(screen.getByLabelText("Note").getAttribute("aria-invalid")).toBe("true");
    expect(fetchCalls).not.toHaveBeenCalled();
  });

  it("closes the chosen hours with the reason and note, then reopens them on every unit", async () => {
    answer = { status: 200, body: { result: { blocked: 1 } } };
    const user = userEvent.setup();
    render(hours);
    await user.selectOptions(screen.getByLabelText("Reason"), "owner_stay");
    await user.type(screen.getByLabelText("Note"), " Family visit ");
    await user.click(screen.getByRole("button", { name: "Apply" }));
    await waitFor(() => expect(fetchCalls).toHaveBeenCalledTimes(1));
    expect(String(fetchCalls.mock.calls[0]![0])).toMatch(/\/blockHours$/);
    expect(sent()).toEqual({
      propertyId: property.id,
      unitIds: [unit.id],
      day: "2026-12-15",
      start: "10:00",
      end: "12:00",
      reason: "owner_stay",
      note: "Family visit",
    });
    expect((await screen.findByRole("status")).textContent).toBe("Closed 10:00–12:00.");

    answer = { status: 200, body: { result: { reopened: 1 } } };
    await user.click(screen.getByText("Reopen hours", { exact: true }));
    await user.click(screen.getByLabelText("Apply to all 2 units"));
    await user.click(screen.getByRole("button", { name: "Apply" }));
    await waitFor(() => expect(fetchCalls).toHaveBeenCalledTimes(2));
    expect(String(fetchCalls.mock.calls[1]![0])).toMatch(/\/reopenHours$/);
    expect(sent(1)).toEqual({
      propertyId: property.id,
      unitIds: [unit.id, other.id],
      day: "2026-12-15",
      start: "10:00",
      end: "12:00",
    });
  });
});
