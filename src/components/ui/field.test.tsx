// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Field } from "./field";
import { Input, Select, Textarea } from "./input";

afterEach(cleanup);

/** The text of the elements an element's aria-describedby points at, in order. */
function description(element: HTMLElement): string[] {
  const ids = element.getAttribute("aria-describedby")?.split(" ") ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? `(missing #${id})`);
}

describe("Field", () => {
  it("labels its input and describes it with the hint", () => {
    render(<Field label="Email" name="email" hint="We send the receipt here." />);
    const input = screen.getByRole("textbox", { name: "Email" });
    expect(input.getAttribute("name")).toBe("email");
    expect(description(input)).toEqual(["We send the receipt here."]);
    expect(input.getAttribute("aria-invalid")).toBeNull();
  });

  it("with an error: marks the input invalid, describes it with the error, and drops the hint", () => {
    render(<Field label="Email" name="email" hint="We send the receipt here." error="Enter an email address." />);
    const input = screen.getByRole("textbox", { name: "Email" });
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(description(input)).toEqual(["Enter an email address."]);
    expect(screen.queryByText("We send the receipt here.")).toBeNull();
  });

  it("wires a Select and a Textarea given as its child the same way", () => {
    render(
      <>
        <Field label="Country" error="Choose a country.">
          <Select name="country" defaultValue="">
            <option value="">Choose</option>
            <option value="MY">Malaysia</option>
          </Select>
        </Field>
        <Field label="Note" hint="Only staff see it.">
          <Textarea name="note" />
        </Field>
      </>,
    );
    const select = screen.getByRole("combobox", { name: "Country" });
    expect(select.getAttribute("aria-invalid")).toBe("true");
    expect(description(select)).toEqual(["Choose a country."]);
    const note = screen.getByRole("textbox", { name: "Note" });
    expect(note.tagName).toBe("TEXTAREA");
    expect(description(note)).toEqual(["Only staff see it."]);
  });

  it("keeps a given id and adds the control's own description after the field's", () => {
    render(
      <>
        <p id="rules">Eight characters or more.</p>
        <Field label="Password" id="password" error="Too short.">
          <Input type="password" aria-describedby="rules" />
        </Field>
      </>,
    );
    const input = screen.getByLabelText("Password");
    expect(input.id).toBe("password");
    expect(description(input)).toEqual(["Too short.", "Eight characters or more."]);
  });

  it("an Input outside a Field carries no field wiring", () => {
    render(<Input aria-label="Search" />);
    const input = screen.getByRole("textbox", { name: "Search" });
    expect(input.getAttribute("aria-describedby")).toBeNull();
    expect(input.getAttribute("aria-invalid")).toBeNull();
  });
});
