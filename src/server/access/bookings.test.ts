import { describe, expect, it } from "vitest";
import type { Actor } from "./actor";
import { bookingRoleOf, claimableGuestEmail, mayBookStays, mayReadBookingReceipt } from "./bookings";

function user(
  role: Extract<Actor, { kind: "user" }>["role"],
  organisationId: string | null = null,
  userId = "u1",
): Actor {
  return {
    kind: "user",
    userId,
    sessionId: "s",
    email: `${userId}@example.test`,
    emailVerified: true,
    profile: { enabled: true } as never,
    organisation: organisationId ? ({ id: organisationId, enabled: true } as never) : null,
    role,
  };
}

const unmanaged = { organisationId: "org-a", managed: false };
const managed = { organisationId: "org-a", managed: true };
const booking = { guestUserId: "guest-1" };

describe("who may download a booking's receipt", () => {
  it("is the guest who booked and staff, nobody else", () => {
    expect(mayReadBookingReceipt(user("roomer", null, "guest-1"), booking, unmanaged)).toBe(true);
    expect(mayReadBookingReceipt(user("staff"), booking, managed)).toBe(true);
    expect(mayReadBookingReceipt(user("operator"), booking, unmanaged)).toBe(true);
    // A supplier's user who booked a stay as a guest gets their own receipt.
    expect(mayReadBookingReceipt(user("supplierHost", "org-b", "guest-1"), booking, unmanaged)).toBe(true);
    expect(mayReadBookingReceipt(user("roomer", null, "guest-2"), booking, unmanaged)).toBe(false);
    expect(mayReadBookingReceipt(user("supplierOwner", "org-a"), booking, unmanaged)).toBe(false);
    expect(mayReadBookingReceipt(user("operationsUser"), booking, managed)).toBe(false);
    expect(mayReadBookingReceipt(user("roomer", null, "guest-1"), { guestUserId: null }, unmanaged)).toBe(false);
    expect(mayReadBookingReceipt({ kind: "anonymous" }, booking, unmanaged)).toBe(false);
    const disabled = { ...user("roomer", null, "guest-1"), profile: { enabled: false } } as Actor;
    expect(mayReadBookingReceipt(disabled, booking, unmanaged)).toBe(false);
  });
});

describe("who someone is to a booking", () => {
  it("gives each person their part", () => {
    expect(bookingRoleOf(user("staff"), booking, managed)).toBe("staff");
    expect(bookingRoleOf(user("operator"), booking, unmanaged)).toBe("staff");
    expect(bookingRoleOf(user("operationsUser"), booking, managed)).toBe("operations");
    expect(bookingRoleOf(user("operationsUser"), booking, unmanaged)).toBeNull();
    expect(bookingRoleOf(user("supplierOwner", "org-a"), booking, unmanaged)).toBe("supplier");
    // A managed property's owner does not run its stays: operations does.
    expect(bookingRoleOf(user("supplierOwner", "org-a"), booking, managed)).toBeNull();
    expect(bookingRoleOf(user("supplierHost", "org-b"), booking, unmanaged)).toBeNull();
    expect(bookingRoleOf(user("roomer", null, "guest-1"), booking, unmanaged)).toBe("guest");
    expect(bookingRoleOf(user("roomer", null, "guest-2"), booking, unmanaged)).toBeNull();
    expect(bookingRoleOf({ kind: "anonymous" }, booking, unmanaged)).toBeNull();
  });

  it("lets guest accounts book, and nobody else", () => {
    expect(mayBookStays(user("roomer"))).toBe(true);
    expect(mayBookStays(user("supplierOwner", "org-a"))).toBe(false);
    expect(mayBookStays({ kind: "anonymous" })).toBe(false);
    const disabled = user("roomer");
    if (disabled.kind === "user") disabled.profile = { enabled: false } as never;
    expect(mayBookStays(disabled)).toBe(false);
  });
});

describe("the email whose bookings an actor may claim", () => {
  it("is the verified email of an enabled account, lower-cased, and nothing otherwise", () => {
    const verified = { ...(user("roomer") as Extract<Actor, { kind: "user" }>), email: "Ana@Example.test" };
    expect(claimableGuestEmail(verified)).toBe("ana@example.test");
    expect(claimableGuestEmail({ ...verified, emailVerified: false })).toBeNull();
    expect(claimableGuestEmail({ ...verified, profile: { enabled: false } as never })).toBeNull();
    expect(claimableGuestEmail({ kind: "anonymous" })).toBeNull();
  });
});
