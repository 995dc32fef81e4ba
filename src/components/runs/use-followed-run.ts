"use client";

import { useRouter } from "next/navigation";
import { useCallback, useEffect, useState } from "react";
import { callFunction } from "@/lib/functions/client";
import { runIsGoing, type RunView } from "@/lib/runs";

/** How often a page asks for a going run's news (getRun). */
const POLL_MS = 1_000;

/**
 * Follows a long run (server/runs) from a page: starts from the run the page read from the database (so a reload
 * or a later visit shows it), asks getRun for news while it is going, and refreshes the page once it ends (the
 * lists show what it made). `follow` switches to a run just started. A failed poll (offline a moment) is tried
 * again at the next tick.
 */
export function useFollowedRun(initial: RunView | null) {
  const router = useRouter();
  const [run, setRun] = useState<RunView | null>(initial);
  const id = run?.id;
  const going = run ? runIsGoing(run) : false;

  useEffect(() => {
    if (!id || !going) return;
    let stopped = false;
    const timer = setTimeout(async () => {
      try {
        const fresh = await callFunction<RunView>("getRun", { id });
        if (stopped) return;
        setRun(fresh);
        if (!runIsGoing(fresh)) router.refresh();
      } catch {
        // Asked again on the next render's timer: keep the last news.
        if (!stopped) setRun((current) => (current ? { ...current } : current));
      }
    }, POLL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [id, going, run, router]);

  const follow = useCallback(
    (started: RunView) => {
      setRun(started);
      if (!runIsGoing(started)) router.refresh();
    },
    [router],
  );
  return { run, follow };
}
