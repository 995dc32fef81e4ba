// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { EmailPreview } from "./email-preview";

afterEach(cleanup);

const HTML = "<!DOCTYPE html><html><body><p>Hello <b>สมชาย</b></p><script>parent.stolen = 1</script></body></html>";

describe("EmailPreview", () => {
  it("shows the HTML in a frame sandboxed of everything, and the text part a tab away", async () => {
    const { container } = render(
      <EmailPreview subject="Booking confirmed: BK-7K2P9Q" html={HTML} text="Hello สมชาย" />,
    );
    const frame = screen.getByTitle("The HTML of “Booking confirmed: BK-7K2P9Q”");
    expect(frame.tagName).toBe("IFRAME");
    expect(frame.getAttribute("sandbox")).toBe("");
    expect(frame.getAttribute("srcdoc")).toBe(HTML);
    // The text part is in the page either way (one pre), hidden until its tab is chosen.
    const pre = container.querySelector("pre")!;
    expect(pre.textContent).toBe("Hello สมชาย");
    expect(pre.closest("[role=tabpanel]")!.getAttribute("data-state")).toBe("inactive");
    await userEvent.click(screen.getByRole("tab", { name: "Text" }));
    expect(pre.closest("[role=tabpanel]")!.getAttribute("data-state")).toBe("active");
    expect(frame.closest("[role=tabpanel]")!.getAttribute("data-state")).toBe("inactive");
    expect(container.querySelectorAll("pre")).toHaveLength(1);
  });

  it("shows only the text of an email without an HTML part", () => {
    const { container } = render(<EmailPreview subject="Old" html={null} text="Plain" />);
    expect(container.querySelector("iframe")).toBeNull();
    expect(screen.queryByRole("tab")).toBeNull();
    expect(container.querySelector("pre")!.textContent).toBe("Plain");
  });
});
