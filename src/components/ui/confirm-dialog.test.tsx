// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Button } from "./button";
import { ConfirmDialog, useConfirm } from "./confirm-dialog";

afterEach(cleanup);

/** A button that asks before it acts, as the dashboards use it, and shows what it decided. */
function RejectOffer() {
  const { confirm, dialog } = useConfirm();
  const [answer, setAnswer] = useState("none");
  async function onClick() {
    const yes = await confirm({
      title: "Reject Ana's offer?",
      description: "They are told it was declined.",
      confirmLabel: "Reject offer",
      tone: "danger",
    });
    setAnswer(yes ? "rejected" : "kept");
  }
  return (
    <>
      <Button onClick={() => void onClick()}>Reject</Button>
      <output>{answer}</output>
      {dialog}
    </>
  );
}

describe("ConfirmDialog", () => {
  it("asks as an alertdialog named by its question and described by its consequence, with focus on Cancel", async () => {
    const user = userEvent.setup();
    render(<RejectOffer />);
    await user.click(screen.getByRole("button", { name: "Reject" }));
    const dialog = screen.getByRole("alertdialog", { name: "Reject Ana's offer?" });
    expect(document.getElementById(dialog.getAttribute("aria-describedby")!)?.textContent).toBe(
      "They are told it was declined.",
    );
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Cancel" }));
  });

  it("confirm resolves true, closes, and returns focus to the asking button", async () => {
    const user = userEvent.setup();
    render(<RejectOffer />);
    const asking = screen.getByRole("button", { name: "Reject" });
    await user.click(asking);
    await user.click(screen.getByRole("button", { name: "Reject offer" }));
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(screen.getByRole("status").textContent).toBe("rejected");
    // Radix hands focus back a tick after the dialog unmounts.
    await waitFor(() => expect(document.activeElement).toBe(asking));
  });

  it("Cancel resolves false and returns focus too", async () => {
    const user = userEvent.setup();
    render(<RejectOffer />);
    const asking = screen.getByRole("button", { name: "Reject" });
    await user.click(asking);
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(screen.getByRole("status").textContent).toBe("kept");
    await waitFor(() => expect(document.activeElement).toBe(asking));
  });

  it("Escape resolves false, and Enter on the first focus cancels rather than confirms", async () => {
    const user = userEvent.setup();
    render(<RejectOffer />);
    await user.click(screen.getByRole("button", { name: "Reject" }));
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(screen.getByRole("status").textContent).toBe("kept");

    await user.click(screen.getByRole("button", { name: "Reject" }));
    await user.keyboard("{Enter}");
    expect(screen.getByRole("status").textContent).toBe("kept");
  });

  it("as a controlled component calls onConfirm only on the confirm button", async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    function Controlled() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <Button onClick={() => setOpen(true)}>Delete draft</Button>
          <ConfirmDialog
            open={open}
            onOpenChange={setOpen}
            title="Delete this draft?"
            confirmLabel="Delete draft"
            tone="danger"
            onConfirm={onConfirm}
          />
        </>
      );
    }
    render(<Controlled />);
    await user.click(screen.getByRole("button", { name: "Delete draft" }));
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onConfirm).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Delete draft" }));
    await user.click(screen.getByRole("alertdialog").querySelector("button:last-child")!);
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });

  it("keeps itself open, busy, while an async action runs; stays open with its error on false, closes on success", async () => {
    const user = userEvent.setup();
    let finish: (ok: boolean) => void = () => {};
    function VoidExpense() {
      const [open, setOpen] = useState(false);
      const [reason, setReason] = useState("");
      const [error, setError] = useState<string | null>(null);
      const [voided, setVoided] = useState("");
      return (
        <>
          <Button onClick={() => setOpen(true)}>Void</Button>
          <output>{voided}</output>
          <ConfirmDialog
            open={open}
            onOpenChange={setOpen}
            title="Void this expense?"
            confirmLabel="Void expense"
            tone="danger"
            error={error}
            onConfirm={() =>
              new Promise<boolean>((resolve) => {
                finish = (ok) => {
                  setError(ok ? null : "The expense is already voided.");
                  if (ok) setVoided(`voided: ${reason}`);
                  resolve(ok);
                };
              })
            }
          >
            <label>
              Reason (optional)
              <input value={reason} onChange={(event) => setReason(event.target.value)} />
            </label>
          </ConfirmDialog>
        </>
      );
    }
    render(<VoidExpense />);
    await user.click(screen.getByRole("button", { name: "Void" }));
    const dialog = screen.getByRole("alertdialog", { name: "Void this expense?" });
    await user.type(screen.getByLabelText("Reason (optional)"), "Duplicate");
    await user.click(screen.getByRole("button", { name: "Void expense" }));
    const confirming = screen.getByRole("button", { name: "Void expense" });
    expect(confirming.getAttribute("aria-busy")).toBe("true");
    expect((screen.getByRole("button", { name: "Cancel" }) as HTMLButtonElement).disabled).toBe(true);

    finish(false);
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("The expense is already voided."));
    expect(dialog.isConnected).toBe(true);
    expect(confirming.getAttribute("aria-busy")).toBeNull();

    await user.click(screen.getByRole("button", { name: "Void expense" }));
    finish(true);
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(screen.getByRole("status").textContent).toBe("voided: Duplicate");
  });
});
