// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { draftEditorListing } from "@tests/support/editor-listing";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PricesStep } from "./prices-rules-steps";
import type { EditorListing } from "./step-forms";

const propertyId = "0f8b3c1e-2a4d-4e6f-8a9b-1c2d3e4f5a6b";
const fetchCalls = vi.fn();
beforeEach(() => {
  fetchCalls.mockReset();
  vi.stubGlobal("fetch", async (...args: unknown[]) => {
    fetchCalls(...args);
    return new Response(JSON.stringify({ result: { propertyId, status: "draft", changed: [] } }), { status: 200 });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const sent = () =>
  (JSON.parse(String((fetchCalls.mock.calls[0]![1] as RequestInit).body)) as { data: Record<string, unknown> }).data;

const listing: EditorListing = draftEditorListing(propertyId);

describe("PricesStep: a place sold by the night and by the hour", () => {
  it("sends no hourly prices until hourly stays are ticked", async () => {
    render(<PricesStep listing={{ ...listing, nightlyRateMinor: 18_000 }} />);
    expect(screen.queryByLabelText("Hourly rate (MYR)")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Save and continue" }));
    await waitFor(() => expect(fetchCalls).toHaveBeenCalled());
    expect(sent()).toMatchObject({ step: "prices", values: { hourly: null, nightly: { rate: 180 } } });
  });

  it("sends the nightly and the hourly prices together", async () => {
    render(<PricesStep listing={{ ...listing, nightlyRateMinor: 18_000 }} />);
    await userEvent.click(screen.getByRole("checkbox", { name: "Hourly stays too (day use)" }));
    await userEvent.type(screen.getByLabelText("Hourly rate (MYR)"), "40");
    await userEvent.click(screen.getByRole("button", { name: "Save and continue" }));
    await waitFor(() => expect(fetchCalls).toHaveBeenCalled());
    expect(sent()).toMatchObject({
      step: "prices",
      values: {
        nightly: { rate: 180 },
        hourly: { rate: 40, minHours: 2, openingTime: "08:00", closingTime: "22:00", bufferHours: 0 },
      },
    });
  });

  it("shows a place's hourly prices ticked when it has them", () => {
    render(<PricesStep listing={{ ...listing, nightlyRateMinor: 18_000, hourlyRateMinor: 4_000, minHours: 3 }} />);
    expect(screen.getByRole("checkbox", { name: "Hourly stays too (day use)" })).toHaveProperty("checked", true);
    expect((screen.getByLabelText("Hourly rate (MYR)") as HTMLInputElement).value).toBe("40");
  });
});
