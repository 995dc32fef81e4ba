import { describe, expect, it } from "vitest";
import type { Actor } from "./actor";
import type { Role } from "./roles";
import { mayModerateReviews, mayReplyToReview, mayWriteReviews, reviewSideOf } from "./reviews";

function user(role: Role, organisationId: string | null = null, userId = "u1"): Actor {
  return {
    kind: "user",
    userId,
    sessionId: "s",
    email: `${userId}@example.test`,
    emailVerified: true,
    profile: { enabled: true, isOperator: role === "operator", operationsUser: role === "operationsUser" } as never,
    organisation: organisationId ? ({ id: organisationId, enabled: true } as never) : null,
    role,
  };
}

const unmanaged = { organisationId: "org-a", managed: false };
const managed = { organisationId: "org-a", managed: true };
const booking = { guestUserId: "guest-1" };

describe("who reviews which booking", () => {
  // actor, property → side (null: may not review it)
  const MATRIX: [string, Actor, typeof unmanaged, "guest" | "supplier" | null][] = [
    ["the booking's guest", user("roomer", null, "guest-1"), unmanaged, "guest"],
    ["another guest", user("roomer", null, "guest-2"), unmanaged, null],
    ["the supplier, unmanaged place", user("supplierOwner", "org-a"), unmanaged, "supplier"],
    ["the supplier's host, unmanaged place", user("supplierHost", "org-a"), unmanaged, "supplier"],
    ["the owner of a managed place (operations runs it)", user("supplierOwner", "org-a"), managed, null],
    ["operations, managed place", user("operationsUser"), managed, "supplier"],
    ["operations, unmanaged place", user("operationsUser"), unmanaged, null],
    ["another organisation's supplier", user("supplierOwner", "org-b"), unmanaged, null],
    ["staff", user("staff"), unmanaged, null],
    ["anonymous", { kind: "anonymous" }, unmanaged, null],
  ];
  it.each(MATRIX)("%s", (_, actor, property, side) => {
    expect(reviewSideOf(actor, booking, property)).toBe(side);
    expect(mayReplyToReview(actor, booking, property)).toBe(side === "supplier");
  });

  it("lets guests and those who run stays write, and only staff hide", () => {
    expect(mayWriteReviews(user("roomer"))).toBe(true);
    expect(mayWriteReviews(user("supplierOwner", "org-a"))).toBe(true);
    expect(mayWriteReviews(user("operationsUser"))).toBe(true);
    expect(mayWriteReviews(user("staff"))).toBe(false);
    expect(mayWriteReviews(user("accountant"))).toBe(false);
    expect(mayWriteReviews({ kind: "anonymous" })).toBe(false);
    expect(mayModerateReviews(user("staff"))).toBe(true);
    expect(mayModerateReviews(user("supplierOwner", "org-a"))).toBe(false);
    expect(mayModerateReviews(user("roomer"))).toBe(false);
  });
});
