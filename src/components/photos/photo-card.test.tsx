// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PhotoCard, type PhotoCardProps } from "./photo-card";

afterEach(cleanup);

function renderCard(overrides: Partial<PhotoCardProps> = {}) {
  const props: PhotoCardProps = {
    photo: { id: "p1", url: "/api/files/p1-960.webp", alt: "The pool" },
    index: 0,
    count: 2,
    coverGroup: "cover",
    isCover: true,
    placeholder: "e.g. The boat on the canal",
    testId: "addon-photo",
    onAltChange: vi.fn(),
    onCover: vi.fn(),
    onMove: vi.fn(),
    onDelete: vi.fn(async () => true),
    ...overrides,
  };
  render(
    <ol>
      <PhotoCard {...props} />
    </ol>,
  );
  return props;
}

describe("PhotoCard", () => {
  it("shows the photo with its description, cover choice and moves that stop at the ends of the list", async () => {
    const user = userEvent.setup();
    const props = renderCard();
    expect(screen.getByRole("img", { name: "The pool" })).toBeTruthy();
    expect((screen.getByRole("radio", { name: "Cover photo" }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole("button", { name: "Move photo 1 earlier" }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole("button", { name: "Move photo 1 later" }));
    expect(props.onMove).toHaveBeenCalledWith(1);
    await user.type(screen.getByLabelText("Description of photo 1"), "!");
    expect(props.onAltChange).toHaveBeenLastCalledWith("The pool!");
  });

  it("deletes only after the confirmation, which stays open with the error when the delete fails", async () => {
    const user = userEvent.setup();
    const onDelete = vi.fn(async () => false);
    renderCard({ onDelete, deleteError: "The photo is in use." });
    await user.click(screen.getByRole("button", { name: "Delete photo 1" }));
    expect(onDelete).not.toHaveBeenCalled();
    const dialog = screen.getByRole("alertdialog", { name: "Delete this photo?" });
    await user.click(screen.getByRole("button", { name: "Delete photo" }));
    expect(onDelete).toHaveBeenCalledOnce();
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Delete photo" }).getAttribute("aria-busy")).toBeNull(),
    );
    expect(dialog.isConnected).toBe(true);
    expect(screen.getByRole("alert").textContent).toBe("The photo is in use.");
  });
});
