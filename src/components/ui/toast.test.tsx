// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { Button } from "./button";
import { ToastProvider, useToast } from "./toast";

afterEach(cleanup);

function SavePhotos() {
  const toast = useToast();
  return (
    <>
      <Button onClick={() => toast({ title: "Saved.", tone: "success" })}>Save</Button>
      <Button onClick={() => toast({ title: "Could not save", description: "Try again in a moment.", tone: "error" })}>
        Fail
      </Button>
    </>
  );
}

describe("Toast", () => {
  it("shows a success as a status inside the Notifications region, and Dismiss closes it", async () => {
    const user = userEvent.setup();
    render(
      <ToastProvider>
        <SavePhotos />
      </ToastProvider>,
    );
    await user.click(screen.getByRole("button", { name: "Save" }));
    const region = screen.getByRole("region", { name: /^Notifications/ });
    const status = within(region).getByRole("status");
    expect(status.textContent).toBe("Saved.");
    // Radix reads it out through its own live region; the visible one stays quiet so it is not said twice.
    expect(status.getAttribute("aria-live")).toBe("off");

    await user.click(within(region).getByRole("button", { name: "Dismiss" }));
    expect(within(region).queryByRole("status")).toBeNull();
  });

  it("shows an error as an alert with its description", async () => {
    const user = userEvent.setup();
    render(
      <ToastProvider>
        <SavePhotos />
      </ToastProvider>,
    );
    await user.click(screen.getByRole("button", { name: "Fail" }));
    const region = screen.getByRole("region", { name: /^Notifications/ });
    expect(within(region).getByRole("alert").textContent).toBe("Could not saveTry again in a moment.");
  });

  it("useToast outside a ToastProvider is a programming error, said at once", () => {
    function Orphan() {
      useToast();
      return null;
    }
    const quiet = console.error;
    console.error = () => {};
    try {
      expect(() => render(<Orphan />)).toThrow("useToast needs a ToastProvider above it");
    } finally {
      console.error = quiet;
    }
  });
});
