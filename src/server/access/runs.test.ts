import { describe, expect, it } from "vitest";
import type { Actor } from "./actor";
import { mayFollowRun } from "./runs";

const user = (userId: string, enabled = true): Actor => ({
  kind: "user",
  userId,
  sessionId: null,
  email: `${userId}@example.com`,
  emailVerified: true,
  profile: { enabled } as never,
  organisation: null,
  role: "staff",
});

describe("who may follow a long run", () => {
  it("is the person who started it, and nobody else, staff included", () => {
    expect(mayFollowRun(user("ana"), { startedByUserId: "ana" })).toBe(true);
    expect(mayFollowRun(user("ben"), { startedByUserId: "ana" })).toBe(false);
    expect(mayFollowRun({ kind: "anonymous" }, { startedByUserId: "ana" })).toBe(false);
  });

  it("is not a person who may no longer act", () => {
    expect(mayFollowRun(user("ana", false), { startedByUserId: "ana" })).toBe(false);
  });
});
