// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { draftEditorListing } from "@tests/support/editor-listing";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { NewListingForm } from "./new-listing-form";
import { BasicsStep, LocationStep, SpaceStep, type EditorListing } from "./step-forms";
import { router } from "@tests/support/navigation";

const { push } = router;

const propertyId = "0f8b3c1e-2a4d-4e6f-8a9b-1c2d3e4f5a6b";
const fetchCalls = vi.fn();
beforeEach(() => {
  fetchCalls.mockReset();
  push.mockReset();
  vi.stubGlobal("fetch", async (...args: unknown[]) => {
    fetchCalls(...args);
    return new Response(JSON.stringify({ result: { propertyId, status: "draft", changed: [] } }), {
      status: 200,
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

const listing: EditorListing = draftEditorListing(propertyId);

describe("NewListingForm validates with createListing's schema", () => {
  it("refuses a short title on its field without a call", async () => {
    const user = userEvent.setup();
    render(<NewListingForm organisations={null} />);
    await user.type(screen.getByLabelText("Title"), "Tiny");
    await user.click(screen.getByRole("button", { name: "Save and continue" }));
    expect(await screen.findByText("The title must be at least 5 characters.")).toBeTruthy();
    expect(screen.getByLabelText("Title").getAttribute("aria-invalid")).toBe("true");
    expect(fetchCalls).not.toHaveBeenCalled();
  });

  it("sends the basics and the country, and opens the location step", async () => {
    const user = userEvent.setup();
    render(<NewListingForm organisations={null} />);
    await user.selectOptions(screen.getByLabelText("Kind of place"), "coliving_room");
    await user.type(screen.getByLabelText("Title"), " Garden Rooms ");
    await user.selectOptions(screen.getByLabelText("Country"), "thailand");
    expect(screen.getByText(/^Prices in THB/)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Save and continue" }));
    await waitFor(() => expect(fetchCalls).toHaveBeenCalledTimes(1));
    expect(sent()).toEqual({ type: "coliving_room", title: "Garden Rooms", description: "", country: "thailand" });
    await waitFor(() => expect(push).toHaveBeenCalledWith(`/dashboard/listings/${propertyId}/edit?step=location`));
  });

  it("sends staff's chosen organisation", async () => {
    const organisationId = "2f8b3c1e-2a4d-4e6f-8a9b-1c2d3e4f5a6b";
    const user = userEvent.setup();
    render(<NewListingForm organisations={[{ id: organisationId, name: "Penang Stays" }]} />);
    await user.selectOptions(screen.getByLabelText("Organisation"), organisationId);
    await user.type(screen.getByLabelText("Title"), "Garden Rooms");
    await user.click(screen.getByRole("button", { name: "Save and continue" }));
    await waitFor(() => expect(fetchCalls).toHaveBeenCalledTimes(1));
    expect(sent()).toMatchObject({ organisationId });
  });
});

describe("the editor's steps validate with their step's schema", () => {
  it("Basics: the title rule answers on its field, then the step is saved", async () => {
    const user = userEvent.setup();
    render(<BasicsStep listing={listing} />);
    await user.clear(screen.getByLabelText("Title"));
    await user.type(screen.getByLabelText("Title"), "abc");
    await user.click(screen.getByRole("button", { name: "Save and continue" }));
    expect(await screen.findByText("The title must be at least 5 characters.")).toBeTruthy();
    expect(fetchCalls).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText("Title"), "de");
    await user.click(screen.getByRole("button", { name: "Save and continue" }));
    await waitFor(() => expect(fetchCalls).toHaveBeenCalledTimes(1));
    expect(sent()).toEqual({
      propertyId,
      step: "basics",
      values: { type: "apartment", title: "abcde", description: "" },
    });
  });

  it("Location: the city is asked for, and the function's refusal of `values.city` lands on City", async () => {
    const user = userEvent.setup();
    render(<LocationStep listing={listing} />);
    await user.click(screen.getByRole("button", { name: "Save and continue" }));
    expect(await screen.findByText("Enter the city.")).toBeTruthy();
    expect(fetchCalls).not.toHaveBeenCalled();

    vi.stubGlobal("fetch", async (...args: unknown[]) => {
      fetchCalls(...args);
      const issues = [{ path: "values.city", message: "There is no such city." }];
      return new Response(
        JSON.stringify({ error: { status: "INVALID_ARGUMENT", message: "Check.", details: { issues } } }),
        {
          status: 400,
          headers: { "content-type": "application/json" },
        },
      );
    });
    await user.type(screen.getByLabelText("City"), "Penang");
    await user.type(screen.getByLabelText("Latitude (optional)"), "5.4141");
    await user.click(screen.getByRole("button", { name: "Save and continue" }));
    expect(await screen.findByText("There is no such city.")).toBeTruthy();
    expect(sent()).toEqual({
      propertyId,
      step: "location",
      values: { country: "malaysia", city: "Penang", address: "", latitude: 5.4141, longitude: null },
    });
    expect(screen.getByLabelText("City").getAttribute("aria-invalid")).toBe("true");
  });

  it("Space: an empty count is asked for; the counts and ticked amenities are sent", async () => {
    const user = userEvent.setup();
    render(<SpaceStep listing={listing} />);
    await user.clear(screen.getByLabelText("Bedrooms"));
    await user.click(screen.getByRole("button", { name: "Save and continue" }));
    expect(await screen.findByText("Enter the number of bedrooms.")).toBeTruthy();
    expect(fetchCalls).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText("Bedrooms"), "2");
    await user.click(screen.getByRole("checkbox", { name: "Kitchen" }));
    await user.click(screen.getByRole("button", { name: "Save and continue" }));
    await waitFor(() => expect(fetchCalls).toHaveBeenCalledTimes(1));
    expect(sent()).toEqual({
      propertyId,
      step: "space",
      values: {
        bedrooms: 2,
        bathrooms: 1,
        maxGuests: 2,
        sizeSqm: null,
        amenities: ["Wi-Fi", "Kitchen"],
        maxAdults: null,
        maxChildren: null,
        baseOccupancy: null,
        extraAdult: null,
        extraChild: null,
        childrenFreeUnderAge: 2,
      },
    });
    await waitFor(() => expect(push).toHaveBeenCalledWith(`/dashboard/listings/${propertyId}/edit?step=units`));
  });

  it("Space: the occupancy must add up, and a family's extra-person prices are sent in the currency's units", async () => {
    const user = userEvent.setup();
    render(<SpaceStep listing={{ ...listing, maxGuests: 4 }} />);
    await user.type(screen.getByLabelText("Maximum adults (optional)"), "5");
    await user.click(screen.getByRole("button", { name: "Save and continue" }));
    expect(await screen.findByText("The maximum adults cannot be more than the maximum guests.")).toBeTruthy();
    await user.type(screen.getByLabelText("Extra child per night (MYR)"), "30");
    await user.click(screen.getByRole("button", { name: "Save and continue" }));
    expect(
      await screen.findByText("Say how many guests the nightly price includes before charging extra people."),
    ).toBeTruthy();
    expect(fetchCalls).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText("Maximum adults (optional)"));
    await user.type(screen.getByLabelText("Maximum adults (optional)"), "3");
    await user.type(screen.getByLabelText("Guests the nightly price includes (optional)"), "2");
    await user.click(screen.getByRole("button", { name: "Save and continue" }));
    await waitFor(() => expect(fetchCalls).toHaveBeenCalledTimes(1));
    expect(sent()).toMatchObject({
      step: "space",
      values: {
        maxGuests: 4,
        maxAdults: 3,
        baseOccupancy: 2,
        extraChild: 30,
        extraAdult: null,
        childrenFreeUnderAge: 2,
      },
    });
  });
});
