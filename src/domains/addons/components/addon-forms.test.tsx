// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { invalidArgument, stubFunctionCalls } from "@tests/support/function-calls";
import { AddonOrderForm } from "./order-form";
import { AddSlotsForm } from "./product-controls";
import { ProductForm, type ProductFormValues } from "./product-form";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PRODUCT = "00000000-0000-4000-8000-0000000000c1";
const SLOT = "00000000-0000-4000-8000-0000000000d1";
const blank: ProductFormValues = {
  title: "",
  description: "",
  country: "malaysia",
  city: "",
  currency: "MYR",
  priceMinor: null,
  capacity: 10,
  meetingPoint: "",
  durationMinutes: 60,
  pickupZones: [],
};

describe("ProductForm validates with createAddonProduct's own schema", () => {
  it("shows the typed price's mistake and the function's rules on their fields, and sends nothing", async () => {
    const calls = stubFunctionCalls();
    const user = userEvent.setup();
    render(<ProductForm kind="day_tour" initial={blank} suppliers={[]} />);
    await user.type(screen.getByLabelText("Title"), "KL");
    await user.selectOptions(screen.getByLabelText("Country"), "indonesia");
    await user.type(screen.getByLabelText("Price per person (IDR)"), "1500.50");
    await user.click(screen.getByRole("button", { name: "Create day tour" }));
    expect(await screen.findByText("Enter a whole amount in IDR.")).toBeTruthy();

    await user.clear(screen.getByLabelText("Price per person (IDR)"));
    await user.clear(screen.getByLabelText("Persons per departure"));
    await user.click(screen.getByRole("button", { name: "Create day tour" }));
    expect(await screen.findByText("Give the product a title of at least 3 characters.")).toBeTruthy();
    expect(screen.getByText("Enter the city.")).toBeTruthy();
    expect(screen.getByText("Enter the price.")).toBeTruthy();
    expect(screen.getByText("Enter the capacity.")).toBeTruthy();
    expect(screen.getByText("Check the fields marked above.")).toBeTruthy();
    expect(screen.getByLabelText("Title").getAttribute("aria-invalid")).toBe("true");
    expect(calls).toEqual([]);
  });

  it("sends exactly the function's input for a transfer, its zones one per line", async () => {
    const calls = stubFunctionCalls(() => ({ result: { id: PRODUCT, currency: "MYR" } }));
    const user = userEvent.setup();
    render(
      <ProductForm
        kind="airport_transfer"
        initial={{ ...blank, capacity: 3 }}
        suppliers={[{ id: "00000000-0000-4000-8000-0000000000e1", name: "KL Rides" }]}
      />,
    );
    await user.selectOptions(screen.getByLabelText("Supplier"), "00000000-0000-4000-8000-0000000000e1");
    await user.type(screen.getByLabelText("Title"), "KLIA to the city");
    await user.type(screen.getByLabelText("City"), "Kuala Lumpur");
    await user.type(screen.getByLabelText("Price per vehicle (MYR)"), "1,120.5");
    await user.type(screen.getByLabelText("Pickup zones (one per line)"), "KLIA2\n\n KL Sentral \nKLIA2");
    await user.click(screen.getByRole("button", { name: "Create airport transfer" }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({
      name: "createAddonProduct",
      data: {
        kind: "airport_transfer",
        organisationId: "00000000-0000-4000-8000-0000000000e1",
        title: "KLIA to the city",
        description: "",
        country: "malaysia",
        city: "Kuala Lumpur",
        priceMinor: 112050,
        capacity: 3,
        meetingPoint: "",
        durationMinutes: 60,
        pickupZones: ["KLIA2", "KL Sentral"],
      },
    });
    expect((await screen.findByRole("status")).textContent).toBe("Airport transfer created. Add its schedule below.");
  });

  it("edits a product in its own currency, and shows a zone the function refuses on the zones", async () => {
    const calls = stubFunctionCalls(() =>
      invalidArgument("pickupZones.1", "A pickup zone has a name of at least 2 characters."),
    );
    const user = userEvent.setup();
    render(
      <ProductForm
        kind="airport_transfer"
        initial={{
          ...blank,
          id: PRODUCT,
          title: "Bali pickup",
          country: "indonesia",
          currency: "IDR",
          city: "Denpasar",
          priceMinor: 350000,
          pickupZones: ["Kuta"],
        }}
        suppliers={[]}
      />,
    );
    expect((screen.getByLabelText("Price per vehicle (IDR)") as HTMLInputElement).value).toBe("350000");
    expect((screen.getByLabelText("Country") as HTMLSelectElement).disabled).toBe(true);
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.data).toMatchObject({
      id: PRODUCT,
      country: "indonesia",
      priceMinor: 350000,
      pickupZones: ["Kuta"],
    });
    expect(await screen.findByText("A pickup zone has a name of at least 2 characters.")).toBeTruthy();
  });
});

describe("AddSlotsForm validates with addAddonSlots' own schema", () => {
  it("shows a bad time and a window the wrong way round, and sends nothing", async () => {
    const calls = stubFunctionCalls();
    const user = userEvent.setup();
    render(<AddSlotsForm productId={PRODUCT} productTitle="River walk" today="2026-12-01" />);
    await user.clear(screen.getByLabelText("To"));
    await user.type(screen.getByLabelText("To"), "2026-11-30");
    await user.type(screen.getByLabelText("Start times"), "09:00, 25:00");
    await user.click(screen.getByRole("button", { name: "Add times" }));
    expect(await screen.findByText("Use a time like 09:30 (24-hour clock).")).toBeTruthy();
    expect(calls).toEqual([]);

    await user.clear(screen.getByLabelText("Start times"));
    await user.type(screen.getByLabelText("Start times"), "09:00");
    await user.click(screen.getByRole("button", { name: "Add times" }));
    expect(await screen.findByText("The last day is before the first.")).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it("sends the ticked weekdays and the times, and says how many were added", async () => {
    const calls = stubFunctionCalls(() => ({ result: { created: 4, skipped: 1 } }));
    const user = userEvent.setup();
    render(<AddSlotsForm productId={PRODUCT} productTitle="River walk" today="2026-12-01" />);
    await user.clear(screen.getByLabelText("To"));
    await user.type(screen.getByLabelText("To"), "2026-12-07");
    await user.type(screen.getByLabelText("Start times"), "09:00, 14:30");
    for (const day of ["Mon", "Tue", "Wed", "Thu", "Fri"]) await user.click(screen.getByLabelText(day));
    await user.click(screen.getByRole("button", { name: "Add times" }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({
      name: "addAddonSlots",
      data: {
        productId: PRODUCT,
        from: "2026-12-01",
        to: "2026-12-07",
        weekdays: [0, 6],
        startTimes: ["09:00", "14:30"],
      },
    });
    expect((await screen.findByRole("status")).textContent).toBe("4 times added, 1 already there.");
  });
});

describe("AddonOrderForm validates with orderAddon's own schema, the guest and the card included", () => {
  const product = {
    id: PRODUCT,
    kind: "day_tour" as const,
    currency: "MYR",
    priceMinor: 7500,
    capacity: 6,
    pickupZones: [],
    priceUnit: "person" as const,
  };
  const props = {
    product,
    slots: [{ id: SLOT, day: "2026-12-01", startTime: "09:00", left: 6 }],
    contact: { name: "Sarah Tan", email: "sarah@example.com", phone: "" },
    today: "2026-12-01",
    testCard: "4242 4242 4242 4242",
    confirmCard: "4000 0000 0000 3220",
  };

  it("shows the guest's and the card's mistakes on their fields, and sends nothing", async () => {
    const calls = stubFunctionCalls();
    const user = userEvent.setup();
    render(<AddonOrderForm {...props} />);
    await user.type(screen.getByLabelText("Card number"), "1234");
    await user.click(screen.getByRole("button", { name: /^Pay/ }));
    expect(await screen.findByText("Enter the phone number in international format, e.g. +60123456789.")).toBeTruthy();
    expect(screen.getByText("This card number is not valid. Check it and try again.")).toBeTruthy();
    expect(screen.getByText("The security code is the 3 or 4 digits on the card.")).toBeTruthy();
    expect(screen.getByText("Check the fields marked above.")).toBeTruthy();
    expect(screen.getByLabelText("Phone").getAttribute("aria-invalid")).toBe("true");
    expect(calls).toEqual([]);
  });

  it("sends exactly the function's input with a new key for each attempt", async () => {
    const answers = [
      {
        result: {
          reference: "AO-7K2P9Q",
          status: "failed",
          totalMinor: 15000,
          currency: "MYR",
          message: "The card was declined.",
          actionUrl: null,
        },
      },
      {
        result: {
          reference: "AO-7K2P9R",
          status: "scheduled",
          totalMinor: 15000,
          currency: "MYR",
          message: null,
          actionUrl: null,
        },
      },
    ];
    const calls = stubFunctionCalls(() => answers.shift()!);
    const user = userEvent.setup();
    render(<AddonOrderForm {...props} />);
    await user.clear(screen.getByLabelText("Persons"));
    await user.type(screen.getByLabelText("Persons"), "2");
    expect(screen.getByText("Total RM 150.00")).toBeTruthy();
    await user.type(screen.getByLabelText("Phone"), "+60123456789");
    await user.type(screen.getByLabelText("Card number"), "4000 0000 0000 0002");
    await user.type(screen.getByLabelText("Expiry (MM/YY)"), "12/39");
    await user.type(screen.getByLabelText("Security code (CVC)"), "123");
    await user.click(screen.getByRole("button", { name: /^Pay/ }));
    expect((await screen.findByRole("alert")).textContent).toBe("The card was declined.");
    const first = calls[0]!.data as { idempotencyKey: string };
    expect(calls[0]).toEqual({
      name: "orderAddon",
      data: {
        productId: PRODUCT,
        slotId: SLOT,
        quantity: 2,
        guest: { name: "Sarah Tan", email: "sarah@example.com", phone: "+60123456789" },
        note: "",
        card: { number: "4000000000000002", expiry: "12/39", cvc: "123", holder: "Sarah Tan" },
        idempotencyKey: first.idempotencyKey,
      },
    });

    await user.clear(screen.getByLabelText("Card number"));
    await user.type(screen.getByLabelText("Card number"), "4242 4242 4242 4242");
    await user.click(screen.getByRole("button", { name: /^Pay/ }));
    expect(await screen.findByText("Booked: AO-7K2P9R")).toBeTruthy();
    expect((calls[1]!.data as { idempotencyKey: string }).idempotencyKey).not.toBe(first.idempotencyKey);
  });
});
