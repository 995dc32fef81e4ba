import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testDb } from "@tests/support/db";
import type { UserActor } from "@/server/access";
import { longRuns } from "@/server/db/platform-schema";
import {
  findRun,
  latestRunOf,
  LOST_AFTER_MINUTES,
  RunConflictError,
  RunFailure,
  startRun,
  workRun,
  type RunSteps,
} from "./index";

const db = testDb();

function person(): UserActor {
  const userId = `run-${randomUUID()}`;
  return {
    kind: "user",
    userId,
    sessionId: null,
    email: `${userId}@example.test`,
    emailVerified: true,
    profile: null,
    organisation: null,
    role: "staff",
  };
}

/** A kind of run of this file's own, so no other test's runs meet these. */
const KIND = "tests.longRun";
const subject = () => randomUUID();

/** A promise and the function that resolves it: lets a test hold a run at one step. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

describe("a long run's lifecycle", () => {
  it("is queued when started, running with its progress, then done with what it did", async () => {
    const ana = person();
    const { run, started } = await startRun(db, { kind: KIND, subject: subject(), label: "Test run", actor: ana });
    expect(started).toBe(true);
    expect(run).toMatchObject({ state: "queued", progressDone: 0, progressTotal: null, label: "Test run" });

    const halfway = gate();
    const proceed = gate();
    const working = workRun(db, run.id, async (steps: RunSteps) => {
      await steps.progress(0, 4);
      await steps.progress(2);
      halfway.open();
      await proceed.opened;
      await steps.progress(3);
      return { summary: "4 things done.", result: { things: 4 } };
    });
    await halfway.opened;
    // Read from another connection while the work waits: what a page polling getRun sees.
    expect(await findRun(db, { actor: ana, id: run.id })).toMatchObject({
      state: "running",
      progressDone: 2,
      progressTotal: 4,
    });
    proceed.open();
    await working;
    const done = await findRun(db, { actor: ana, id: run.id });
    expect(done).toMatchObject({
      state: "done",
      progressDone: 4,
      progressTotal: 4,
      summary: "4 things done.",
      result: { things: 4 },
      error: "",
    });
    expect(done !== "refused" && done?.finishedAt).toBeTruthy();
    // The page finds it again after a reload: the latest run of the person.
    expect(await latestRunOf(db, { actor: ana, kind: KIND })).toMatchObject({ id: run.id, state: "done" });
  });

  it("fails with the reason in words, or with a generic one for an unexpected error", async () => {
    const ana = person();
    const first = await startRun(db, { kind: KIND, subject: subject(), label: "Failing run", actor: ana });
    await workRun(db, first.run.id, async () => {
      throw new RunFailure("The calendar site answered 404.");
    });
    expect(await findRun(db, { actor: ana, id: first.run.id })).toMatchObject({
      state: "failed",
      error: "The calendar site answered 404.",
      summary: "",
    });

    const second = await startRun(db, { kind: KIND, subject: subject(), label: "Crashing run", actor: ana });
    await workRun(db, second.run.id, async () => {
      throw new Error("connection reset by a secret host");
    });
    const crashed = await findRun(db, { actor: ana, id: second.run.id });
    expect(crashed).toMatchObject({ state: "failed" });
    expect(crashed !== "refused" && crashed?.error).toMatch(/unexpected error \(logged as run [0-9a-f-]+\)/);
    expect(crashed !== "refused" && crashed?.error).not.toMatch(/secret/);
  });

  it("is worked once: a second worker finds it taken", async () => {
    const ana = person();
    const { run } = await startRun(db, { kind: KIND, subject: subject(), label: "Once", actor: ana });
    let worked = 0;
    const work = async () => {
      worked += 1;
      return { summary: "Done once." };
    };
    await Promise.all([workRun(db, run.id, work), workRun(db, run.id, work)]);
    expect(worked).toBe(1);
    expect(await findRun(db, { actor: ana, id: run.id })).toMatchObject({ state: "done", summary: "Done once." });
  });

  it("gives the starter the run going instead of a second one, and refuses someone else's", async () => {
    const ana = person();
    const ben = person();
    const on = subject();
    const first = await startRun(db, { kind: KIND, subject: on, label: "One at a time", actor: ana });
    const again = await Promise.all(
      Array.from({ length: 10 }, () => startRun(db, { kind: KIND, subject: on, label: "One at a time", actor: ana })),
    );
    expect(again.map((attempt) => attempt.run.id)).toEqual(Array(10).fill(first.run.id));
    expect(again.every((attempt) => !attempt.started)).toBe(true);
    await expect(startRun(db, { kind: KIND, subject: on, label: "One at a time", actor: ben })).rejects.toThrow(
      RunConflictError,
    );
    await workRun(db, first.run.id, async () => ({ summary: "Done." }));
    // Once it has ended, a new run of the same subject may start.
    expect((await startRun(db, { kind: KIND, subject: on, label: "One at a time", actor: ben })).started).toBe(true);
  });

  it("is refused to anyone but its starter", async () => {
    const ana = person();
    const ben = person();
    const { run } = await startRun(db, { kind: KIND, subject: subject(), label: "Private", actor: ana });
    expect(await findRun(db, { actor: ben, id: run.id })).toBe("refused");
    expect(await findRun(db, { actor: { kind: "anonymous" }, id: run.id })).toBe("refused");
    expect(await latestRunOf(db, { actor: ben, kind: KIND })).toBeNull();
    expect(await findRun(db, { actor: ana, id: randomUUID() })).toBeNull();
  });

  it("fails a run whose server stopped (no progress for a while) when it is next read", async () => {
    const ana = person();
    const { run } = await startRun(db, { kind: KIND, subject: subject(), label: "Lost", actor: ana });
    await db
      .update(longRuns)
      .set({ state: "running", updatedAt: sql`now() - make_interval(mins => ${LOST_AFTER_MINUTES + 1})` })
      .where(eq(longRuns.id, run.id));
    const lost = await findRun(db, { actor: ana, id: run.id });
    expect(lost).toMatchObject({ state: "failed" });
    expect(lost !== "refused" && lost?.error).toMatch(/stopped with its server/);
    // A late worker cannot finish it any more.
    await workRun(db, run.id, async () => ({ summary: "Too late." }));
    expect(await findRun(db, { actor: ana, id: run.id })).toMatchObject({ state: "failed" });
  });
});
