import { describe, expect, it } from "vitest";
import { expectSoundLifecycle } from "@tests/support/lifecycle-graph";
import { isPublic, LISTING_STATUSES, listingLifecycle, type ListingActorKind } from "./lifecycle";

const { next: fire, eventsFrom, eventNames: EVENTS } = listingLifecycle;
const BOTH: ListingActorKind = "supplier_and_reviewer";

describe("the listing lifecycle", () => {
  it("allows exactly DOMAIN.md's graph: draft → in_review → listed ⇄ unlisted, and back to draft from review", () => {
    const edges: string[] = [];
    for (const from of LISTING_STATUSES) {
      for (const event of EVENTS) {
        const result = fire(from, event, BOTH);
        if (result.ok) edges.push(`${from} -${event}-> ${result.to}`);
      }
    }
    expect(edges.sort()).toEqual(
      [
        "draft -submit-> in_review",
        "in_review -approve-> listed",
        "in_review -sendBack-> draft",
        "listed -unlist-> unlisted",
        "unlisted -relist-> listed",
      ].sort(),
    );
  });

  it("reaches every status from a new draft, and a listing can always come back to listed", () => {
    expectSoundLifecycle(listingLifecycle, { actors: ["supplier", "reviewer", BOTH, "neither"], terminal: [] });
    expect(fire("unlisted", "relist", "supplier")).toEqual({ ok: true, to: "listed" });
  });

  it("lets only the supplier side submit, unlist and relist, and only reviewers approve or send back", () => {
    expect(fire("draft", "submit", "reviewer")).toMatchObject({ ok: false, reason: "actor" });
    expect(fire("in_review", "approve", "supplier")).toMatchObject({ ok: false, reason: "actor" });
    expect(fire("in_review", "sendBack", "supplier")).toMatchObject({ ok: false, reason: "actor" });
    expect(fire("listed", "unlist", "reviewer")).toMatchObject({ ok: false, reason: "actor" });
    expect(eventsFrom("in_review", "supplier")).toEqual([]);
    expect(eventsFrom("in_review", "reviewer")).toEqual(["approve", "sendBack"]);
    expect(eventsFrom("draft", "neither")).toEqual([]);
  });

  it("refuses an event from a status it does not leave, whoever fires it", () => {
    expect(fire("draft", "approve", "reviewer")).toEqual({
      ok: false,
      reason: "status",
      message: "A listing that is draft cannot be approved.",
    });
    expect(fire("listed", "submit", "supplier")).toMatchObject({ ok: false, reason: "status" });
    expect(fire("draft", "relist", "supplier")).toEqual({
      ok: false,
      reason: "status",
      message: "A listing that is draft cannot be listed again.",
    });
  });

  it("makes only a listed property public", () => {
    expect(LISTING_STATUSES.filter(isPublic)).toEqual(["listed"]);
  });
});
