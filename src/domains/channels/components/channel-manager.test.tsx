// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stubFunctionCalls } from "@tests/support/function-calls";
import type { ChannelUnitView } from "../queries";
import { ChannelManagerPanel } from "./channel-manager";

vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: vi.fn() }) }));

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
