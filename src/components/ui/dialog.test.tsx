// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { Button } from "./button";
import { Dialog, DialogClose } from "./dialog";
import { Input } from "./input";

afterEach(cleanup);

function Example() {
  return (
    <>
      <Button>Before</Button>
      <Dialog
        trigger={<Button>Edit rate</Button>}
        title="Edit the nightly rate"
        description="Guests see the new rate at once."
        footer={
          <>
            <DialogClose>
              <Button variant="secondary">Cancel</Button>
            </DialogClose>
            <Button>Save</Button>
          </>
        }
      >
        <Input aria-label="Rate" />
      </Dialog>
    </>
  );
}

describe("Dialog", () => {
  it("opens named and described, with focus on its first field", async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.click(screen.getByRole("button", { name: "Edit rate" }));
    const dialog = screen.getByRole("dialog", { name: "Edit the nightly rate" });
    expect(dialog.getAttribute("aria-describedby")).toBeTruthy();
    expect(document.getElementById(dialog.getAttribute("aria-describedby")!)?.textContent).toBe(
      "Guests see the new rate at once.",
    );
    expect(document.activeElement).toBe(screen.getByRole("textbox", { name: "Rate" }));
    // The page behind is hidden from screen readers while the dialog is open.
    expect(screen.queryByRole("button", { name: "Before" })).toBeNull();
    expect(screen.getByRole("button", { name: "Before", hidden: true })).toBeTruthy();
  });

  it("keeps focus inside: Tab from the last control comes back to the first, Shift+Tab goes round the other way", async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.click(screen.getByRole("button", { name: "Edit rate" }));
    const rate = screen.getByRole("textbox", { name: "Rate" });
    const order = [
      rate,
      screen.getByRole("button", { name: "Cancel" }),
      screen.getByRole("button", { name: "Save" }),
      screen.getByRole("button", { name: "Close" }),
    ];
    for (const expected of [...order.slice(1), rate]) {
      await user.tab();
      expect(document.activeElement).toBe(expected);
    }
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(order[3]);
  });

  it("closes on Escape and gives focus back to the button that opened it", async () => {
    const user = userEvent.setup();
    render(<Example />);
    const trigger = screen.getByRole("button", { name: "Edit rate" });
    await user.click(trigger);
    expect(screen.getByRole("dialog")).toBeTruthy();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(trigger);
    expect(trigger.getAttribute("aria-expanded")).toBe("false");
  });

  it("closes from a DialogClose button and from the Close button", async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.click(screen.getByRole("button", { name: "Edit rate" }));
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Edit rate" }));
    await user.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
