// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { ExportLink, FilterForm, type FilterFieldSpec } from "./filter-form";

afterEach(cleanup);

const fields: FilterFieldSpec[] = [
  { kind: "dateRange", from: { name: "from", label: "Booked from" }, to: { name: "to", label: "Booked to" } },
  { kind: "text", name: "member", label: "Member ID", placeholder: "AA12345678", input: { autoComplete: "off" } },
  {
    kind: "select",
    name: "status",
    label: "Status",
    all: "All statuses",
    options: [
      { value: "confirmed", label: "Confirmed" },
      { value: "cancelled", label: "Cancelled" },
    ],
  },
];

/** The search parameters the form would navigate to, as the browser builds them from its controls. */
const submitted = (form: HTMLFormElement) =>
  new URLSearchParams([...new FormData(form).entries()].map(([name, value]) => [name, String(value)])).toString();

describe("FilterForm", () => {
  it("is a named GET form to the list's address with a labelled control per field", () => {
    render(<FilterForm path="/dashboard/airasia" label="Filter partner bookings" fields={fields} values={{}} />);
    const form = screen.getByRole("form", { name: "Filter partner bookings" }) as HTMLFormElement;
    expect(form.getAttribute("method")).toBe("get");
    expect(form.getAttribute("action")).toBe("/dashboard/airasia");
    expect((screen.getByLabelText("Booked from") as HTMLInputElement).type).toBe("date");
    expect((screen.getByLabelText("Booked to") as HTMLInputElement).name).toBe("to");
    expect(screen.getByRole("textbox", { name: "Member ID" }).getAttribute("autocomplete")).toBe("off");
    expect(screen.getByRole("combobox", { name: "Status" })).toBeTruthy();
    expect(screen.getByRole("option", { name: "All statuses" }).getAttribute("value")).toBe("");
    expect(screen.getByRole("link", { name: "Clear" }).getAttribute("href")).toBe("/dashboard/airasia");
  });

  it("shows the address's values and writes the edited ones back, keeping the sort but not the page", async () => {
    const user = userEvent.setup();
    render(
      <FilterForm
        path="/dashboard/airasia"
        label="Filter"
        fields={fields}
        values={{ from: "2026-01-01", member: "AA1", status: "confirmed" }}
        keep={{ sort: "points", dir: undefined }}
        submitLabel="Filter"
      />,
    );
    expect((screen.getByLabelText("Booked from") as HTMLInputElement).value).toBe("2026-01-01");
    expect((screen.getByRole("combobox", { name: "Status" }) as HTMLSelectElement).value).toBe("confirmed");
    await user.clear(screen.getByRole("textbox", { name: "Member ID" }));
    await user.type(screen.getByRole("textbox", { name: "Member ID" }), "AA99");
    await user.selectOptions(screen.getByRole("combobox", { name: "Status" }), "cancelled");
    const form = screen.getByRole("form", { name: "Filter" }) as HTMLFormElement;
    expect(submitted(form)).toBe("sort=points&from=2026-01-01&to=&member=AA99&status=cancelled");
    expect(screen.getByRole("button", { name: "Filter" }).getAttribute("type")).toBe("submit");
  });

  it("takes actions beside its buttons and can go without Clear", () => {
    render(
      <FilterForm
        path="/d"
        label="Filter"
        fields={[]}
        values={{}}
        clearLabel={null}
        actions={<ExportLink href="/d/export?x=1" />}
      />,
    );
    expect(screen.queryByRole("link", { name: "Clear" })).toBeNull();
    const link = screen.getByRole("link", { name: "Export CSV" });
    expect(link.getAttribute("href")).toBe("/d/export?x=1");
    expect(link.hasAttribute("download")).toBe(true);
  });
});
