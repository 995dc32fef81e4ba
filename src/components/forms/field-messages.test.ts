import { describe, expect, it } from "vitest";
import { messagesByPath } from "./field-messages";

describe("messagesByPath", () => {
  it("flattens nested and listed errors to their input paths, a list's own message on the list", () => {
    const errors = {
      guest: { name: { type: "too_small", message: "Enter the guest's full name." } },
      addons: Object.assign([undefined, { quantity: { type: "too_big", message: "At most 50 per add-on." } }], {
        root: { type: "too_big", message: "At most 10 add-ons in one checkout." },
      }),
      stay: { checkIn: { type: "custom", message: "must be a date like 2026-12-24", ref: { name: "x" } } },
    };
    expect(messagesByPath(errors)).toEqual({
      "guest.name": "Enter the guest's full name.",
      "addons.1.quantity": "At most 50 per add-on.",
      addons: "At most 10 add-ons in one checkout.",
      "stay.checkIn": "must be a date like 2026-12-24",
    });
  });

  it("reads a field named type, and skips an error without a message", () => {
    const errors = {
      type: { type: "custom", message: "Choose a type." },
      note: { type: "server" },
    };
    expect(messagesByPath(errors)).toEqual({ type: "Choose a type." });
  });
});
