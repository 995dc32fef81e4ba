import { describe, expect, it } from "vitest";
import { eventsFrom, fire, isPublic, LISTING_EVENTS, LISTING_STATUSES, type ListingEvent, type ListingStatus } from "./lifecycle";

const EVENTS = Object.keys(LISTING_EVENTS) as ListingEvent[];

describe("the listing lifecycle", () => {
  it("allows exactly DOMAIN.md's graph: draft → in_review → listed ⇄ unlisted, and back to draft from review", () => {
    const edges: string[] = [];
    for (const from of LISTING_STATUSES) {
      for (const event of EVENTS) {
        const result = fire(from, event, ["supplier", "reviewer"]);
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
    const reachable = new Set<ListingStatus>(["draft"]);
    const queue: ListingStatus[] = ["draft"];
    while (queue.length) {
      const from = queue.shift()!;
      for (const event of eventsFrom(from, ["supplier", "reviewer"])) {
        const result = fire(from, event, ["supplier", "reviewer"]);
        if (result.ok && !reachable.has(result.to)) {
          reachable.add(result.to);
          queue.push(result.to);
        }
      }
    }
    expect([...reachable].sort()).toEqual([...LISTING_STATUSES].sort());
    expect(fire("unlisted", "relist", ["supplier"])).toEqual({ ok: true, to: "listed" });
  });

  it("lets only the supplier side submit, unlist and relist, and only reviewers approve or send back", () => {
    expect(fire("draft", "submit", ["reviewer"])).toEqual({ ok: false, reason: "not-your-side" });
    expect(fire("in_review", "approve", ["supplier"])).toEqual({ ok: false, reason: "not-your-side" });
    expect(fire("in_review", "sendBack", ["supplier"])).toEqual({ ok: false, reason: "not-your-side" });
    expect(fire("listed", "unlist", ["reviewer"])).toEqual({ ok: false, reason: "not-your-side" });
    expect(eventsFrom("in_review", ["supplier"])).toEqual([]);
    expect(eventsFrom("in_review", ["reviewer"])).toEqual(["approve", "sendBack"]);
    expect(eventsFrom("draft", [])).toEqual([]);
  });

  it("refuses an event from a status it does not leave, whoever fires it", () => {
    expect(fire("draft", "approve", ["reviewer"])).toEqual({ ok: false, reason: "not-allowed-from" });
    expect(fire("listed", "submit", ["supplier"])).toEqual({ ok: false, reason: "not-allowed-from" });
    expect(fire("draft", "relist", ["supplier"])).toEqual({ ok: false, reason: "not-allowed-from" });
  });

  it("makes only a listed property public", () => {
    expect(LISTING_STATUSES.filter(isPublic)).toEqual(["listed"]);
  });
});
