// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "./dropdown-menu";

afterEach(cleanup);

function Example({ onSelect }: { onSelect: (label: string) => void }) {
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger>About Us</DropdownMenuTrigger>
      <DropdownMenuContent portal={false}>
        {["About", "Property Owners", "Newsroom", "Why Us"].map((label) => (
          <DropdownMenuItem key={label} onSelect={() => onSelect(label)}>
            {label}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

describe("DropdownMenu", () => {
  it("opens from the keyboard on its first item, wraps with the arrows, and Escape gives focus back", async () => {
    const user = userEvent.setup();
    render(<Example onSelect={() => {}} />);
    const button = screen.getByRole("button", { name: "About Us" });
    expect(button.getAttribute("aria-haspopup")).toBe("menu");
    await user.tab();
    await user.keyboard("{Enter}");
    expect(button.getAttribute("aria-expanded")).toBe("true");
    const items = screen.getAllByRole("menuitem");
    expect(screen.getByRole("menu", { name: "About Us" })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(items[0]));
    await user.keyboard("{ArrowDown}");
    expect(document.activeElement).toBe(items[1]);
    await user.keyboard("{ArrowUp}{ArrowUp}");
    expect(document.activeElement).toBe(items[3]);
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("menu")).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(button));
  });

  it("Enter on an item selects it and closes the menu", async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<Example onSelect={onSelect} />);
    await user.tab();
    await user.keyboard("{ArrowDown}");
    await waitFor(() => expect(document.activeElement).toBe(screen.getAllByRole("menuitem")[0]));
    await user.keyboard("{ArrowDown}{Enter}");
    expect(onSelect).toHaveBeenCalledWith("Property Owners");
    expect(screen.queryByRole("menu")).toBeNull();
  });
});

describe("DropdownMenuGroup", () => {
  function Grouped() {
    return (
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger>More</DropdownMenuTrigger>
        <DropdownMenuContent portal={false}>
          <DropdownMenuGroup label="Accounting">
            <DropdownMenuItem>Invoices</DropdownMenuItem>
            <DropdownMenuItem>Opex</DropdownMenuItem>
          </DropdownMenuGroup>
          <DropdownMenuGroup label="Marketing">
            <DropdownMenuItem>Referrals</DropdownMenuItem>
          </DropdownMenuGroup>
        </DropdownMenuContent>
      </DropdownMenu>
    );
  }

  it("names each group by its label, and the arrows move from one group's items into the next", async () => {
    const user = userEvent.setup();
    render(<Grouped />);
    await user.tab();
    await user.keyboard("{Enter}");
    const accounting = screen.getByRole("group", { name: "Accounting" });
    const marketing = screen.getByRole("group", { name: "Marketing" });
    expect(accounting.querySelectorAll('[role="menuitem"]')).toHaveLength(2);
    expect(marketing.querySelectorAll('[role="menuitem"]')).toHaveLength(1);
    const items = screen.getAllByRole("menuitem");
    await waitFor(() => expect(document.activeElement).toBe(items[0]));
    await user.keyboard("{ArrowDown}{ArrowDown}");
    expect(document.activeElement).toBe(screen.getByRole("menuitem", { name: "Referrals" }));
  });
});
