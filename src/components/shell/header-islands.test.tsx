// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { HeaderListbox } from "./header-listbox";
import { HeaderMenu } from "./header-menu";
import { router } from "@tests/support/navigation";

afterEach(() => {
  cleanup();
  router.refresh.mockReset();
});

const LINKS = [
  { href: "/about", text: "About" },
  { href: "/landlords", text: "Property Owners" },
  { href: "/newsroom", text: "Newsroom" },
];

/** The islands focus an item on the next frame, once React has shown the popup. */
const nextFrame = () => act(() => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined))));

describe("HeaderMenu (WAI-ARIA menu button, without Radix)", () => {
  it("opens on Enter on its first item, moves with wrapping arrows, and Escape returns to the button", async () => {
    const user = userEvent.setup();
    render(<HeaderMenu label="About Us" links={LINKS} />);
    const button = screen.getByRole("button", { name: "About Us" });
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("menu")).toBeNull(); // hidden: not in the accessibility tree
    button.focus();
    await user.keyboard("{Enter}");
    await nextFrame();
    expect(button.getAttribute("aria-expanded")).toBe("true");
    const items = screen.getAllByRole("menuitem");
    expect(items.map((item) => item.getAttribute("href"))).toEqual(["/about", "/landlords", "/newsroom"]);
    expect(screen.getByRole("menu", { name: "About Us" }).hidden).toBe(false);
    expect(document.activeElement).toBe(items[0]);
    await user.keyboard("{ArrowUp}");
    expect(document.activeElement).toBe(items[2]);
    await user.keyboard("{ArrowDown}");
    expect(document.activeElement).toBe(items[0]);
    await user.keyboard("{End}");
    expect(document.activeElement).toBe(items[2]);
    await user.keyboard("{Home}");
    expect(document.activeElement).toBe(items[0]);
    await user.keyboard("{Escape}");
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(button);
  });

  it("opens on ArrowUp on its last item, and closes on a press outside", async () => {
    const user = userEvent.setup();
    render(
      <>
        <p>Outside</p>
        <HeaderMenu label="About Us" links={LINKS} />
      </>,
    );
    const button = screen.getByRole("button", { name: "About Us" });
    button.focus();
    await user.keyboard("{ArrowUp}");
    await nextFrame();
    expect(document.activeElement).toBe(screen.getAllByRole("menuitem")[2]);
    await user.click(screen.getByText("Outside"));
    expect(button.getAttribute("aria-expanded")).toBe("false");
  });
});

describe("HeaderListbox (the language and currency pickers)", () => {
  const OPTIONS = ["USD", "THB", "MYR"].map((code) => ({ value: code, text: code }));

  it("opens on the current option, chooses with Enter, and renders the page again", async () => {
    const user = userEvent.setup();
    const chosen: string[] = [];
    render(
      <HeaderListbox
        label="Currency"
        current="THB"
        shown="THB"
        options={OPTIONS}
        onChoose={(value) => {
          chosen.push(value);
        }}
        testId="currency-select"
      />,
    );
    const button = screen.getByTestId("currency-select");
    expect(
      button
        .getAttribute("aria-labelledby")
        ?.split(" ")
        .map((id) => document.getElementById(id)?.textContent),
    ).toEqual(["Currency", "THB"]);
    button.focus();
    await user.keyboard("{ArrowDown}");
    await nextFrame();
    const options = screen.getAllByRole("option");
    expect(document.activeElement).toBe(options[1]);
    expect(options[1]!.getAttribute("aria-selected")).toBe("true");
    await user.keyboard("{ArrowDown}{ArrowDown}");
    expect(document.activeElement).toBe(options[0]);
    await user.keyboard("{Enter}");
    await waitFor(() => expect(router.refresh).toHaveBeenCalledTimes(1));
    expect(chosen).toEqual(["USD"]);
    expect(screen.queryByRole("listbox")).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it("closes with Escape without choosing, and choosing the current value changes nothing", async () => {
    const user = userEvent.setup();
    const onChoose = vi.fn();
    render(
      <HeaderListbox label="Currency" current="USD" shown="USD" options={OPTIONS} onChoose={onChoose} testId="c" />,
    );
    const button = screen.getByTestId("c");
    await user.click(button);
    await nextFrame();
    expect(screen.getByRole("listbox", { name: "Currency" }).hidden).toBe(false);
    await user.keyboard("{Escape}");
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(button);
    await user.click(button);
    await nextFrame();
    await user.click(screen.getByRole("option", { name: "USD" }));
    expect(onChoose).not.toHaveBeenCalled();
    expect(router.refresh).not.toHaveBeenCalled();
  });
});
