// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import type { Locale } from "@/lib/locales";
import { withIntl } from "../../../tests/support/intl";
import { checkOutRules, DateRangePicker, type DayRange } from "./date-range-picker";

afterEach(cleanup);

const changes: DayRange[] = [];

function Stay({ taken = [], minNights, locale = "en" }: { taken?: string[]; minNights?: number; locale?: Locale }) {
  const [value, setValue] = useState<DayRange>({ from: "", to: "" });
  return withIntl(
    <>
      <DateRangePicker
        earliest="2027-03-01"
        latest="2027-12-31"
        taken={new Set(taken)}
        minNights={minNights}
        maxNights={30}
        value={value}
        onChange={(next) => {
          changes.push(next);
          setValue(next);
        }}
      />
      <output data-testid="value">{`${value.from}/${value.to}`}</output>
    </>,
    locale,
  );
}

function day(name: RegExp | string) {
  return within(screen.getByTestId("date-picker")).getByRole("button", { name });
}

/**
 * The popup and the calendar arrive with their own modules on first opening (date-range-popover.tsx,
 * date-range-calendar.tsx): wait for the grid, longer than findBy's second for the first test's cold imports.
 */
const calendar = (name?: string) => screen.findByRole("grid", name ? { name } : {}, { timeout: 5_000 });

describe("DateRangePicker", () => {
  it("chooses a check-in and a check-out, closes, and shows the stay on its button", async () => {
    const user = userEvent.setup();
    render(<Stay />);
    const trigger = screen.getByRole("button", { name: "Dates Choose dates" });
    await user.click(trigger);
    expect(await calendar("March 2027")).toBeTruthy();
    expect(screen.getByText("Choose your check-in day.")).toBeTruthy();
    await user.click(day(/^Wed, 3 Mar 2027$/));
    expect(screen.getByText("Now choose your check-out day.")).toBeTruthy();
    await user.click(day(/^Sun, 7 Mar 2027$/));
    expect(screen.getByTestId("value").textContent).toBe("2027-03-03/2027-03-07");
    expect(screen.queryByTestId("date-picker")).toBeNull();
    expect(screen.getByRole("button", { name: /^Dates 3\s*–\s*7 Mar 2027 \(4 nights\)$/ })).toBeTruthy();
  });

  it("strikes taken nights out of check-in, and lets the first one after a check-in be its check-out only", async () => {
    const user = userEvent.setup();
    render(<Stay taken={["2027-03-05", "2027-03-06"]} />);
    await user.click(screen.getByRole("button", { name: /^Dates/ }));
    await calendar();
    const taken = day("Fri, 5 Mar 2027, taken");
    expect(taken.hasAttribute("disabled")).toBe(true);
    expect(taken.closest("td")?.className).toContain("line-through");
    await user.click(day(/^Wed, 3 Mar 2027$/));
    // Leaving on the 5th is fine (that guest arrives as this one leaves); staying past it is not.
    expect(day("Fri, 5 Mar 2027, taken: check-out only").hasAttribute("disabled")).toBe(false);
    expect(day("Sun, 7 Mar 2027, not available").hasAttribute("disabled")).toBe(true);
    await user.click(day("Fri, 5 Mar 2027, taken: check-out only"));
    expect(screen.getByTestId("value").textContent).toBe("2027-03-03/2027-03-05");
  });

  it("refuses check-outs before the minimum stay and says the minimum", async () => {
    const user = userEvent.setup();
    render(<Stay minNights={3} />);
    await user.click(screen.getByRole("button", { name: /^Dates/ }));
    await calendar();
    expect(screen.getByText("Minimum stay: 3 nights")).toBeTruthy();
    await user.click(day(/^Wed, 3 Mar 2027$/));
    expect(day("Thu, 4 Mar 2027, shorter than the minimum stay").hasAttribute("disabled")).toBe(true);
    expect(day("Fri, 5 Mar 2027, shorter than the minimum stay").hasAttribute("disabled")).toBe(true);
    await user.click(day(/^Sat, 6 Mar 2027$/));
    expect(screen.getByTestId("value").textContent).toBe("2027-03-03/2027-03-06");
  });

  it("works from the keyboard: the grid's arrow keys, Enter to choose, Escape back to the button", async () => {
    const user = userEvent.setup();
    render(<Stay />);
    const trigger = screen.getByRole("button", { name: /^Dates/ });
    trigger.focus();
    await user.keyboard("{Enter}");
    await calendar();
    // The calendar focuses today (the first day that may be chosen).
    await waitFor(() => expect(document.activeElement?.getAttribute("aria-label")).toBe("Today, Mon, 1 Mar 2027"));
    await user.keyboard("{ArrowRight}{ArrowRight}{Enter}");
    await user.keyboard("{ArrowDown}{Enter}");
    expect(screen.getByTestId("value").textContent).toBe("2027-03-03/2027-03-10");
    expect(document.activeElement).toBe(trigger);
    await user.keyboard("{Enter}");
    expect(screen.getByTestId("date-picker")).toBeTruthy();
    await user.keyboard("{Escape}");
    expect(screen.queryByTestId("date-picker")).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it("closes on a second press of its button, and on a press outside without pulling focus back", async () => {
    const user = userEvent.setup();
    render(
      <>
        <Stay />
        <button type="button">Elsewhere</button>
      </>,
    );
    const trigger = screen.getByRole("button", { name: /^Dates/ });
    expect(trigger.getAttribute("aria-expanded")).toBe("false");
    await user.click(trigger);
    await calendar();
    expect(trigger.getAttribute("aria-expanded")).toBe("true");
    expect(trigger.getAttribute("aria-controls")).toBe(screen.getByTestId("date-picker").id);
    // The button is not "outside" the popup it opened: its press closes it, it does not close and reopen it.
    await user.click(trigger);
    await waitFor(() => expect(screen.queryByTestId("date-picker")).toBeNull());
    expect(trigger.getAttribute("aria-expanded")).toBe("false");
    await user.click(trigger);
    await calendar();
    await user.click(screen.getByRole("button", { name: "Elsewhere" }));
    await waitFor(() => expect(screen.queryByTestId("date-picker")).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Elsewhere" }));
  });

  it("speaks Thai: the Buddhist year in the caption, Thai day names, weeks from Sunday", async () => {
    const user = userEvent.setup();
    render(<Stay locale="th" />);
    await user.click(screen.getByRole("button", { name: /^วันที่/ }));
    const grid = await calendar();
    expect(grid.getAttribute("aria-label")).toContain("2570");
    expect(screen.getByText(/มีนาคม 2570/)).toBeTruthy();
    // The weekday row is hidden from screen readers (each day's name says its weekday); Sunday comes first.
    const weekdays = grid.querySelectorAll("thead th");
    expect(weekdays[0]!.getAttribute("aria-label")).toBe("อาทิตย์");
    expect(day(/^อาทิตย์ 7 มี\.ค\. 2570$/)).toBeTruthy();
    expect(screen.getByText("เลือกวันเช็คอิน")).toBeTruthy();
  });

  it("chooses one day in single mode, into a hidden field of a plain form", async () => {
    const user = userEvent.setup();
    const { container } = render(
      withIntl(<DateRangePicker mode="single" name="day" earliest="2027-03-01" latest="2027-12-31" />),
    );
    await user.click(screen.getByRole("button", { name: "Day Choose a day" }));
    await calendar();
    await user.click(day(/^Thu, 4 Mar 2027$/));
    expect(container.querySelector<HTMLInputElement>('input[name="day"]')?.value).toBe("2027-03-04");
    expect(screen.getByRole("button", { name: "Day Thu, 4 Mar 2027" })).toBeTruthy();
  });
});

describe("loading the calendar", () => {
  it("fetches the calendar and only the page's date-fns language when first opened", async () => {
    const { dayPickerLocale } = await import("./date-range-calendar");
    const thai = await dayPickerLocale("th");
    expect(thai.code).toBe("th");
    // The same promise each time: `use` suspends once per language, not once per render.
    expect(dayPickerLocale("zh")).toBe(dayPickerLocale("zh"));
    expect((await dayPickerLocale("zh")).code).toBe("zh-CN");
  });
});

describe("checkOutRules", () => {
  it("allows check-outs from the minimum stay up to the first taken night or the longest stay", () => {
    const taken = new Set(["2027-03-01", "2027-03-20"]);
    expect(checkOutRules("2027-03-03", taken, { minNights: 2, maxNights: 30 })).toEqual({
      earliest: "2027-03-05",
      latest: "2027-03-20",
      checkOutOnly: "2027-03-20",
    });
    expect(checkOutRules("2027-03-03", taken, { minNights: 1, maxNights: 7 })).toEqual({
      earliest: "2027-03-04",
      latest: "2027-03-10",
      checkOutOnly: null,
    });
    expect(checkOutRules("2027-03-21", taken, { minNights: 1 })).toEqual({
      earliest: "2027-03-22",
      latest: null,
      checkOutOnly: null,
    });
  });
});
