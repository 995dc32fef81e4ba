// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stubFunctionCalls } from "@tests/support/function-calls";
import { EnquiryForm } from "./enquiry-form";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("EnquiryForm validates with submitEnquiry's own schema", () => {
  it("shows the schema's messages on their fields and sends nothing", async () => {
    const calls = stubFunctionCalls();
    const user = userEvent.setup();
    render(<EnquiryForm source="contact" country="malaysia" />);
    await user.click(screen.getByRole("button", { name: "Send message" }));
    expect(await screen.findByText("Enter your name.")).toBeTruthy();
    expect(screen.getByText("Enter a valid email address, like name@example.com.")).toBeTruthy();
    expect(screen.getByText("Tell us a little more: at least 10 characters.")).toBeTruthy();
    expect(screen.getByLabelText("Message").getAttribute("aria-invalid")).toBe("true");

    await user.type(screen.getByLabelText("Phone (optional)"), "0123");
    await user.click(screen.getByRole("button", { name: "Send message" }));
    expect(await screen.findByText(/international format/)).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it("sends the function's input with the page's source and country, then acknowledges it", async () => {
    const calls = stubFunctionCalls(() => ({ result: { received: true, reference: "EQ-1234ABCD", copy: "sent" } }));
    const user = userEvent.setup();
    render(<EnquiryForm source="corporatestays" country="philippines" defaultTopic="corporate" />);
    // (The corporate page's preselected topic is checked in a browser, e2e/public/content.spec.ts: happy-dom's
    // select reports itself edited before react-hook-form sets the default.)
    await user.selectOptions(screen.getByLabelText("Topic"), "corporate");
    await user.type(screen.getByLabelText("Your name"), "Mei Tan");
    await user.type(screen.getByLabelText("Email"), "Mei@Example.com");
    await user.type(screen.getByLabelText("Message"), "Rooms for a team of twelve in March.");
    await user.click(screen.getByRole("button", { name: "Send message" }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({
      name: "submitEnquiry",
      data: {
        name: "Mei Tan",
        email: "mei@example.com",
        phone: null,
        topic: "corporate",
        message: "Rooms for a team of twelve in March.",
        source: "corporatestays",
        country: "philippines",
        website: "",
      },
    });
    expect((await screen.findByRole("status")).textContent).toContain("(reference EQ-1234ABCD)");
  });
});
