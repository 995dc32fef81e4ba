// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stubFunctionCalls } from "@tests/support/function-calls";
import type { ChannelUnitView } from "../queries";
import { ChannelManagerPanel } from "./channel-manager";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const UNIT = "00000000-0000-4000-8000-0000000000a1";
const FEED = "00000000-0000-4000-8000-0000000000f1";
const unit = {
  unitId: UNIT,
  propertyTitle: "Loft",
  unitName: "Entire place",
  city: "Kuala Lumpur",
  timeZone: "Asia/Kuala_Lumpur",
  exportPath: null,
  feeds: [],
  conflicts: [],
} as unknown as ChannelUnitView;

describe("the calendar import form validates with addChannelFeed's own schema", () => {
  it("shows the address rule on its field and sends nothing", async () => {
    const calls = stubFunctionCalls();
    const user = userEvent.setup();
    render(<ChannelManagerPanel units={[unit]} origin="https://staysia.test" syncMinutes={30} />);
    await user.click(screen.getByRole("button", { name: "Import a calendar into Loft · Entire place" }));
    await user.type(screen.getByLabelText("Calendar address (iCal)"), "ftp://example.com/calendar.ics");
    await user.click(screen.getByRole("button", { name: "Import and sync" }));
    expect(await screen.findByText("The calendar address must start with https:// or http://.")).toBeTruthy();
    expect(screen.getByText("Name the calendar, e.g. Airbnb.")).toBeTruthy();
    expect(screen.getByLabelText("Calendar address (iCal)").getAttribute("aria-invalid")).toBe("true");
    expect(calls).toEqual([]);
  });

  it("adds the calendar for the card's unit, then syncs it at once", async () => {
    const calls = stubFunctionCalls((call) =>
      call.name === "addChannelFeed" ? { result: { id: FEED } } : { result: { status: "ok" } },
    );
    const user = userEvent.setup();
    render(<ChannelManagerPanel units={[unit]} origin="https://staysia.test" syncMinutes={30} />);
    await user.click(screen.getByRole("button", { name: "Import a calendar into Loft · Entire place" }));
    await user.type(screen.getByLabelText("Name"), " Airbnb ");
    await user.type(screen.getByLabelText("Calendar address (iCal)"), "https://www.airbnb.com/calendar/ical/1.ics");
    await user.click(screen.getByRole("button", { name: "Import and sync" }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls).toEqual([
      {
        name: "addChannelFeed",
        data: { unitId: UNIT, name: "Airbnb", url: "https://www.airbnb.com/calendar/ical/1.ics" },
      },
      { name: "startChannelFeedSync", data: { id: FEED } },
    ]);
    expect(await screen.findByRole("button", { name: "Import a calendar into Loft · Entire place" })).toBeTruthy();
  });
});

const CONFLICT = "00000000-0000-4000-8000-0000000000c1";
const feed = {
  id: FEED,
  name: "Airbnb",
  url: "https://www.airbnb.com/calendar/ical/1.ics",
  lastSyncedAt: "2027-01-01T00:00:00.000Z",
  lastStatus: "ok",
  lastEventCount: 3,
  lastError: "",
  blockedNights: 7,
  skippedEvents: [],
  skippedCount: 0,
  events: [],
} as ChannelUnitView["feeds"][number];
const conflict = {
  id: CONFLICT,
  feedName: "Airbnb",
  eventSummary: "Reserved",
  startsOn: "2027-01-05",
  endsOn: "2027-01-07",
  bookingReference: "BK-1001",
  bookingStatus: "confirmed",
  guestName: "Ana Lim",
  checkIn: "2027-01-04",
  checkOut: "2027-01-06",
  detectedAt: "2027-01-01T00:00:00.000Z",
  current: true,
} as ChannelUnitView["conflicts"][number];
const doneRun = {
  id: "00000000-0000-4000-8000-0000000000e1",
  kind: "channels.syncFeed",
  label: "Sync of Airbnb",
  state: "done",
  progressDone: 3,
  progressTotal: 3,
  summary: "Synced: 3 events imported, 7 nights blocked.",
  result: null,
  error: "",
  createdAt: "2027-01-01T00:00:00.000Z",
  finishedAt: "2027-01-01T00:00:01.000Z",
};

function renderUnit(overrides: Partial<ChannelUnitView>) {
  render(<ChannelManagerPanel units={[{ ...unit, ...overrides }]} origin="https://staysia.test" syncMinutes={30} />);
}

describe("the feed and export buttons call with their function's own schema", () => {
  it("renews and revokes the export link of the card's unit, each after its question", async () => {
    const calls = stubFunctionCalls(() => ({ result: { token: "t", unitId: UNIT } }));
    const user = userEvent.setup();
    renderUnit({ exportPath: "/api/ical/secret.ics" });
    await user.click(screen.getByRole("button", { name: "New link" }));
    await user.click(await screen.findByRole("button", { name: "Make new link" }));
    await waitFor(() => expect(calls).toEqual([{ name: "renewChannelExport", data: { unitId: UNIT } }]));
    await user.click(screen.getByRole("button", { name: "Revoke" }));
    await user.click(await screen.findByRole("button", { name: "Revoke link" }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]).toEqual({ name: "revokeChannelExport", data: { unitId: UNIT } });
  });

  it("syncs and removes a feed by its id", async () => {
    const calls = stubFunctionCalls((call) =>
      call.name === "startChannelFeedSync" ? { result: doneRun } : { result: { id: FEED } },
    );
    const user = userEvent.setup();
    renderUnit({ feeds: [feed] });
    await user.click(screen.getByRole("button", { name: "Sync Airbnb now" }));
    expect(await screen.findByText("Synced: 3 events imported, 7 nights blocked.")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Remove Airbnb" }));
    await user.click(await screen.findByRole("button", { name: "Remove calendar" }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls).toEqual([
      { name: "startChannelFeedSync", data: { id: FEED } },
      { name: "removeChannelFeed", data: { id: FEED } },
    ]);
  });

  it("shows the schema's message for an input it refuses and sends nothing", async () => {
    const calls = stubFunctionCalls();
    const user = userEvent.setup();
    renderUnit({ unitId: "not-a-unit", feeds: [{ ...feed, id: "not-a-feed" }] });
    await user.click(screen.getByRole("button", { name: "Sync Airbnb now" }));
    expect(await screen.findByText("There is no such feed.")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Make export link" }));
    expect(await screen.findByText("Choose a unit.")).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it("marks a conflict resolved with the note as typed, refusing one over 500 characters", async () => {
    const calls = stubFunctionCalls(() => ({ result: { id: CONFLICT } }));
    const user = userEvent.setup();
    renderUnit({ conflicts: [conflict] });
    await user.click(screen.getByRole("button", { name: "Mark the conflict with BK-1001 resolved" }));
    const note = await screen.findByLabelText("How it was resolved (optional)");
    await user.click(note);
    await user.paste("x".repeat(501));
    await user.click(screen.getByRole("button", { name: "Yes, it is resolved" }));
    expect(await screen.findByText("At most 500 characters.")).toBeTruthy();
    expect(calls).toEqual([]);
    await user.clear(note);
    await user.type(note, " Cancelled the Airbnb stay ");
    await user.click(screen.getByRole("button", { name: "Yes, it is resolved" }));
    await waitFor(() =>
      expect(calls).toEqual([
        { name: "resolveChannelConflict", data: { id: CONFLICT, resolution: "Cancelled the Airbnb stay" } },
      ]),
    );
  });
});

describe("the feed's report", () => {
  it("lists the events the last sync skipped, with why", () => {
    stubFunctionCalls();
    renderUnit({
      feeds: [
        {
          ...feed,
          skippedCount: 3,
          skippedEvents: [
            {
              uid: "typo@site",
              summary: "Reserved (typed by hand)",
              reason: 'The event at line 10 was skipped: Its DTSTART "20270231" is not a real date.',
            },
            { uid: "zone@site", summary: "", reason: "The event at line 20 was skipped: Its DTSTART uses …" },
          ],
        },
      ],
    });
    const report = screen.getByRole("region", { name: "Events skipped from Airbnb" });
    expect(report.textContent).toContain(
      "3 events could not be read and were skipped; the rest of the calendar applied.",
    );
    expect(report.textContent).toContain("Reserved (typed by hand) · typo@site");
    expect(report.textContent).toContain('Its DTSTART "20270231" is not a real date.');
    expect(report.textContent).toContain("No title · zone@site");
    expect(report.textContent).toContain("And 1 more.");
  });
});
