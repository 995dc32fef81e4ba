// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { withIntl } from "@tests/support/intl";
import { ISO_COUNTRY_CODES } from "@/lib/iso-countries";
import { NationalityField } from "./nationality-field";
import { router } from "@tests/support/navigation";

afterEach(() => {
  cleanup();
  router.replace.mockReset();
});

const request = {
  propertyId: "0f8b3c1e-2a4d-4e6f-8a9b-1c2d3e4f5a6b",
  stay: { mode: "nightly" as const, checkIn: "2027-03-10", checkOut: "2027-03-13" },
  occupancy: { adults: 2, childrenAges: [] },
  channel: "direct",
  promoCode: "WELCOME10",
};
const tourismTax = [{ country: "malaysia" as const, label: "Tourism tax" }];

describe("the checkout's nationality question", () => {
  it("offers the honest sentence for Malaysia first, then every other country by name", () => {
    render(withIntl(<NationalityField request={request} answer={null} taxes={tourismTax} />));
    const select = screen.getByLabelText("Nationality");
    const options = within(select).getAllByRole("option");
    expect(options[0]!.textContent).toContain("Choose your nationality");
    expect(options[1]!.textContent).toContain("I am a Malaysian citizen or permanent resident");
    expect((options[1] as HTMLSelectElement | HTMLOptionElement).value).toBe("MY");
    // Every other ISO country once, Malaysia not twice.
    expect(options).toHaveLength(1 + ISO_COUNTRY_CODES.length);
    expect(options.filter((option) => (option as HTMLOptionElement).value === "MY")).toHaveLength(1);
    expect(
      (within(select).getByRole("option", { name: "United Kingdom" }) as HTMLSelectElement | HTMLOptionElement).value,
    ).toBe("GB");
    expect(
      screen.getByText(/Tourism tax is charged only to guests who are not citizens or permanent residents of Malaysia/),
    ).toBeTruthy();
  });

  it("names the countries in the guest's language", () => {
    render(withIntl(<NationalityField request={request} answer="JP" taxes={tourismTax} />, "zh"));
    const select = screen.getByLabelText("国籍");
    expect((select as HTMLSelectElement | HTMLOptionElement).value).toBe("JP");
    expect(
      (
        within(select).getByRole("option", { name: "我是马来西亚公民或永久居民" }) as
          HTMLSelectElement | HTMLOptionElement
      ).value,
    ).toBe("MY");
    expect((within(select).getByRole("option", { name: "日本" }) as HTMLSelectElement | HTMLOptionElement).value).toBe(
      "JP",
    );
  });

  it("re-prices the checkout with the answer on its address, keeping the rest of it", async () => {
    render(withIntl(<NationalityField request={request} answer={null} taxes={tourismTax} />));
    await userEvent.selectOptions(screen.getByLabelText("Nationality"), "MY");
    expect(router.replace).toHaveBeenCalledWith(
      "/checkout?property=0f8b3c1e-2a4d-4e6f-8a9b-1c2d3e4f5a6b&adults=2&mode=nightly&checkIn=2027-03-10&checkOut=2027-03-13&promo=WELCOME10&nationality=MY",
      { scroll: false },
    );
  });

  it("works without JavaScript as a GET form that carries the stay", () => {
    render(withIntl(<NationalityField request={request} answer="GB" taxes={tourismTax} />));
    const form = screen.getByRole("form", { name: "Your nationality" });
    expect(form.getAttribute("method")).toBe("get");
    expect(form.getAttribute("action")).toBe("/checkout");
    const hidden = Object.fromEntries(
      [...form.querySelectorAll<HTMLInputElement>("input[type=hidden]")].map((input) => [input.name, input.value]),
    );
    expect(hidden).toMatchObject({ property: request.propertyId, checkIn: "2027-03-10", promo: "WELCOME10" });
    expect(hidden).not.toHaveProperty("nationality");
  });
});
