// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { UnitsStep } from "./units-step";
import { router } from "@tests/support/navigation";

const { refresh } = router;

const propertyId = "0f8b3c1e-2a4d-4e6f-8a9b-1c2d3e4f5a6b";
const roomA = "1f8b3c1e-2a4d-4e6f-8a9b-1c2d3e4f5a6b";
const roomB = "2f8b3c1e-2a4d-4e6f-8a9b-1c2d3e4f5a6b";
const roomC = "3f8b3c1e-2a4d-4e6f-8a9b-1c2d3e4f5a6b";

const fetchCalls = vi.fn();
let answer: () => Response;
beforeEach(() => {
  fetchCalls.mockReset();
  refresh.mockReset();
  answer = () => new Response(JSON.stringify({ result: { unitId: roomA } }), { status: 200 });
  vi.stubGlobal("fetch", async (...args: unknown[]) => {
    fetchCalls(...args);
    return answer();
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const call = (index = 0) => ({
  url: String(fetchCalls.mock.calls[index]![0]),
  data: (JSON.parse(String((fetchCalls.mock.calls[index]![1] as RequestInit).body)) as { data: unknown }).data,
});

function renderStep() {
  return render(
    <UnitsStep
      propertyId={propertyId}
      kind="room"
      units={[
        { id: roomA, name: "Room A", upcomingBookings: 0, bookings: 3 },
        { id: roomB, name: "Room B", upcomingBookings: 0, bookings: 0 },
      ]}
      archivedUnits={[{ id: roomC, name: "Room C", archivedOn: "2026-11-20" }]}
    />,
  );
}

describe("UnitsStep: archive instead of remove", () => {
  it("offers Archive for a room with bookings on record and Remove for one without", () => {
    renderStep();
    expect(screen.getByRole("button", { name: "Archive Room A" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Remove Room A" })).toBeNull();
    expect(screen.getByRole("button", { name: "Remove Room B" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Archive Room B" })).toBeNull();
  });

  it("archives after the confirmation, and takes the room out of the list", async () => {
    renderStep();
    await userEvent.click(screen.getByRole("button", { name: "Archive Room A" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Archive Room A?" });
    expect(fetchCalls).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole("button", { name: "Archive room" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(call()).toEqual({ url: expect.stringContaining("/api/functions/archiveUnit"), data: { unitId: roomA } });
    expect(screen.queryByLabelText("Name of room 2")).toBeNull();
    expect((screen.getByLabelText("Name of room 1") as HTMLInputElement).value).toBe("Room B");
    expect(refresh).toHaveBeenCalled();
  });

  it("shows the server's refusal in the dialog and keeps the room", async () => {
    answer = () =>
      new Response(
        JSON.stringify({
          error: {
            status: "ABORTED",
            message:
              "Room A has a current or upcoming booking (BK-ABC123), so it cannot be archived. Move or cancel it first.",
          },
        }),
        { status: 409 },
      );
    renderStep();
    await userEvent.click(screen.getByRole("button", { name: "Archive Room A" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Archive Room A?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Archive room" }));
    expect((await within(dialog).findByRole("alert")).textContent).toContain("BK-ABC123");
    expect(screen.getByRole("alertdialog")).toBeTruthy();
    expect((screen.getByLabelText("Name of room 1") as HTMLInputElement).value).toBe("Room A");
  });

  it("lists archived rooms with Restore", async () => {
    renderStep();
    const archived = screen.getByRole("region", { name: "Archived units" });
    expect(archived.textContent).toContain("Room C");
    expect(archived.textContent).toContain("20 Nov 2026");
    await userEvent.click(within(archived).getByRole("button", { name: "Restore Room C" }));
    await waitFor(() => expect(refresh).toHaveBeenCalled());
    expect(call()).toEqual({ url: expect.stringContaining("/api/functions/restoreUnit"), data: { unitId: roomC } });
  });
});
