"use client";

import { useRouter } from "next/navigation";
import { useId, useMemo, useState } from "react";
import { z } from "zod";
import { formSchema } from "@/components/forms/form-values";
import { useFunctionForm } from "@/components/forms/use-function-form";
import { RunStatus } from "@/components/runs/run-status";
import { useFollowedRun } from "@/components/runs/use-followed-run";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { DataTable } from "@/components/ui/data-table";
import { Field, FormMessage } from "@/components/ui/field";
import { runIsGoing, type RunView } from "@/lib/runs";
import { addChannelFeedInput, channelExportInput, channelFeedInput, resolveChannelConflictInput } from "../inputs";
import type { ChannelConflictView, ChannelFeedView, ChannelUnitView } from "../queries";
import { EmptyState } from "@/components/ui/empty-state";
import { plural } from "@/lib/plural";
import { useCheckedCall } from "./use-checked-call";
import { formatDateTime } from "@/lib/format";

const card = "rounded-2xl border border-line bg-white p-4 sm:p-5";

function when(iso: string | null): string {
  if (!iso) return "never";
  return formatDateTime(iso, "en", "UTC");
}

function nights(from: string, to: string): string {
  return `${from} → ${to}`;
}

/** The channel manager: one card per unit with its export URL, its imported calendars and its conflicts. */
export function ChannelManagerPanel({
  units,
  origin,
  syncMinutes,
  syncs = {},
}: {
  units: ChannelUnitView[];
  origin: string;
  syncMinutes: number;
  /** The viewer's latest sync run of each feed, by feed id (server/runs). */
  syncs?: Record<string, RunView>;
}) {
  if (units.length === 0) {
    return (
      <EmptyState
        heading="h2"
        title="No units yet"
        description="Once a property is submitted, its units appear here with their calendar links."
      />
    );
  }
  return (
    <div className="space-y-4">
      <p className="text-sm text-muted">
        Give other booking sites a unit&apos;s export link so they see the nights taken here, and import their calendars
        so we stop selling nights they sold. Imported calendars are read every {syncMinutes} minutes, or now with “Sync
        now”.
      </p>
      {units.map((unit) => (
        <UnitCard key={unit.unitId} unit={unit} origin={origin} syncs={syncs} />
      ))}
    </div>
  );
}

function UnitCard({ unit, origin, syncs }: { unit: ChannelUnitView; origin: string; syncs: Record<string, RunView> }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={card} data-unit-id={unit.unitId}>
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold">
          {unit.propertyTitle} · {unit.unitName}
        </h2>
        <p className="text-sm text-muted">
          {unit.city} · dates in {unit.timeZone}
        </p>
      </header>
      {unit.conflicts.length > 0 && (
        <Conflicts conflicts={unit.conflicts} unitName={`${unit.propertyTitle} · ${unit.unitName}`} />
      )}
      <ExportLink unit={unit} origin={origin} />
      <div className="mt-4 space-y-3">
        <h3 className="text-sm font-semibold">Imported calendars</h3>
        {unit.feeds.length === 0 ? (
          <EmptyState size="inline" title="No calendar imported yet." />
        ) : (
          <ul className="space-y-3">
            {unit.feeds.map((feed) => (
              <FeedRow key={feed.id} feed={feed} lastSync={syncs[feed.id] ?? null} />
            ))}
          </ul>
        )}
        <AddFeedForm unitId={unit.unitId} unitLabel={`${unit.propertyTitle} · ${unit.unitName}`} />
      </div>
    </section>
  );
}

function ExportLink({ unit, origin }: { unit: ChannelUnitView; origin: string }) {
  const router = useRouter();
  const inputId = useId();
  const renew = useCheckedCall<typeof channelExportInput, { token: string }>("renewChannelExport", channelExportInput);
  const revoke = useCheckedCall<typeof channelExportInput, { unitId: string }>(
    "revokeChannelExport",
    channelExportInput,
  );
  const [copied, setCopied] = useState(false);
  const url = unit.exportPath ? `${origin}${unit.exportPath}` : null;
  const unitLabel = `${unit.propertyTitle} · ${unit.unitName}`;

  /** Renews or revokes; false keeps the confirming dialog open with the reason. */
  async function act(kind: "renew" | "revoke"): Promise<boolean> {
    const result = await (kind === "renew" ? renew : revoke).send({ unitId: unit.unitId });
    if (!result) return false;
    setCopied(false);
    router.refresh();
    return true;
  }

  async function copy() {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      // Without clipboard access the field is selected so the supplier can copy it by hand.
      (document.getElementById(inputId) as HTMLInputElement | null)?.select();
    }
  }

  return (
    <div className="mt-4 space-y-2">
      <h3 className="text-sm font-semibold">Export link (iCal)</h3>
      {url ? (
        <>
          <div className="flex flex-wrap items-center gap-2">
            <label htmlFor={inputId} className="sr-only">
              Export link of {unitLabel}
            </label>
            <input
              id={inputId}
              readOnly
              value={url}
              onFocus={(event) => event.currentTarget.select()}
              className="min-w-0 flex-1 rounded-lg border border-line bg-canvas px-3 py-2 font-mono text-xs"
            />
            <Button variant="secondary" onClick={() => void copy()}>
              Copy link
            </Button>
            <ConfirmDialog
              trigger={<Button variant="secondary">New link</Button>}
              title={`Make a new export link for ${unitLabel}?`}
              description="The current one stops working at once; give the new one to every site that imports it."
              confirmLabel="Make new link"
              cancelLabel="Keep the current link"
              onConfirm={() => act("renew")}
              error={renew.formError}
            />
            <ConfirmDialog
              trigger={<Button variant="ghost">Revoke</Button>}
              title={`Revoke the export link of ${unitLabel}?`}
              description="Sites that import it stop seeing this unit's booked nights."
              confirmLabel="Revoke link"
              cancelLabel="Keep the current link"
              tone="danger"
              onConfirm={() => act("revoke")}
              error={revoke.formError}
            />
          </div>
          {copied && (
            <FormMessage tone="success">Link copied. Paste it into the other site&apos;s calendar import.</FormMessage>
          )}
          <p className="text-xs text-muted">
            Keep it private: whoever has the link sees which nights are taken (never who booked).
          </p>
        </>
      ) : (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-sm text-muted">
            No export link. Make one to show this unit&apos;s booked nights on other sites.
          </p>
          <Button variant="secondary" busy={renew.busy} onClick={() => void act("renew")}>
            Make export link
          </Button>
        </div>
      )}
      {!url && renew.formError && <FormMessage>{renew.formError}</FormMessage>}
    </div>
  );
}

function FeedRow({ feed, lastSync }: { feed: ChannelFeedView; lastSync: RunView | null }) {
  const router = useRouter();
  const sync = useCheckedCall<typeof channelFeedInput, RunView>("startChannelFeedSync", channelFeedInput);
  const remove = useCheckedCall<typeof channelFeedInput, { id: string }>("removeChannelFeed", channelFeedInput);
  const { run, follow } = useFollowedRun(lastSync);
  const going = run ? runIsGoing(run) : false;

  async function syncNow() {
    const started = await sync.send({ id: feed.id });
    if (started) follow(started);
  }

  async function removeFeed(): Promise<boolean> {
    const outcome = await remove.send({ id: feed.id });
    if (!outcome) return false;
    router.refresh();
    return true;
  }

  return (
    <li className="rounded-xl border border-line p-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium">{feed.name}</p>
          <p className="truncate font-mono text-xs text-muted" title={feed.url}>
            {feed.url}
          </p>
        </div>
        <div className="flex gap-2">
          <Button
            variant="secondary"
            busy={sync.busy || going}
            onClick={() => void syncNow()}
            aria-label={`Sync ${feed.name} now`}
          >
            Sync now
          </Button>
          <ConfirmDialog
            trigger={
              <Button variant="ghost" aria-label={`Remove ${feed.name}`}>
                Remove
              </Button>
            }
            title={`Remove ${feed.name}?`}
            description="The nights only it blocked open for sale again."
            confirmLabel="Remove calendar"
            cancelLabel="Keep it"
            tone="danger"
            onConfirm={removeFeed}
            error={remove.formError}
          />
        </div>
      </div>
      <p className="mt-2 text-sm" data-testid="feed-result">
        Last sync: {when(feed.lastSyncedAt)} ·{" "}
        {feed.lastStatus === null ? (
          <span className="text-muted">not synced yet</span>
        ) : feed.lastStatus === "ok" ? (
          <span className="text-brand-700">
            {plural(feed.lastEventCount ?? 0, { one: "event", other: "events" })} imported,{" "}
            {plural(feed.blockedNights, { one: "night", other: "nights" })} blocked
          </span>
        ) : (
          <span className="text-red-700">failed: {feed.lastError}</span>
        )}
      </p>
      {feed.skippedCount > 0 && <SkippedEvents feed={feed} />}
      {feed.lastStatus === "error" && feed.lastEventCount !== null && (
        <p className="text-xs text-muted">
          The blocks of the last sync that worked are kept until the calendar can be read again.
        </p>
      )}
      {run && (
        <div className="mt-2">
          <RunStatus run={run} />
        </div>
      )}
      {sync.formError && <FormMessage>{sync.formError}</FormMessage>}
      {feed.events.length > 0 && (
        <details className="mt-2 text-sm">
          <summary className="cursor-pointer text-brand-700">Imported blocks ({feed.events.length})</summary>
          <DataTable
            className="mt-2"
            plain
            label={`Blocks imported from ${feed.name}`}
            columns={[
              {
                id: "nights",
                header: "Nights",
                className: "whitespace-nowrap",
                value: (event) => nights(event.startsOn, event.endsOn),
              },
              { id: "event", header: "Event", value: (event) => event.summary || "Not available" },
            ]}
            rows={feed.events}
            rowKey={(event) => event.uid}
            empty={null}
            minWidth="min-w-[28rem]"
          />
        </details>
      )}
    </li>
  );
}

/**
 * The events the last sync that worked could not read (a bad date, an unknown time zone, a broken repeat rule):
 * the rest of the calendar applied, so the supplier sees which stays the other site may still hold.
 */
function SkippedEvents({ feed }: { feed: ChannelFeedView }) {
  const more = feed.skippedCount - feed.skippedEvents.length;
  return (
    <div role="region" aria-label={`Events skipped from ${feed.name}`} className="mt-2 text-sm">
      <p className="text-amber-800">
        {plural(feed.skippedCount, { one: "event", other: "events" })} could not be read and{" "}
        {feed.skippedCount === 1 ? "was" : "were"} skipped; the rest of the calendar applied. Check{" "}
        {feed.skippedCount === 1 ? "it" : "them"} on {feed.name}.
      </p>
      <DataTable
        className="mt-1"
        plain
        label={`Events skipped from ${feed.name}`}
        columns={[
          {
            id: "event",
            header: "Event",
            value: (event) => [event.summary || "No title", event.uid].filter(Boolean).join(" · "),
          },
          { id: "reason", header: "Why", value: (event) => event.reason },
        ]}
        rows={feed.skippedEvents}
        rowKey={(event) => `${event.uid}|${event.reason}`}
        empty={null}
        minWidth="min-w-[28rem]"
      />
      {more > 0 && <p className="text-xs text-muted">And {plural(more, { one: "more", other: "more" })}.</p>}
    </div>
  );
}

/** The calendar as typed, for the card's unit, checked by `addChannelFeed`'s own schema. */
function feedSchema(unitId: string) {
  return formSchema(
    z.object({ name: z.string(), url: z.string() }),
    (values) => ({ unitId, name: values.name, url: values.url }),
    addChannelFeedInput,
  );
}

function AddFeedForm({ unitId, unitLabel }: { unitId: string; unitLabel: string }) {
  const router = useRouter();
  const schema = useMemo(() => feedSchema(unitId), [unitId]);
  const { form, submitWith, errorOf, formError, busy } = useFunctionForm<
    { name: string; url: string },
    unknown,
    { id: string }
  >({ name: "addChannelFeed", schema, defaultValues: { name: "", url: "" } });
  const sync = useCheckedCall<typeof channelFeedInput, RunView>("startChannelFeedSync", channelFeedInput);
  const [open, setOpen] = useState(false);

  const submit = submitWith(async (created) => {
    // The first sync straight away, so the supplier sees the calendar's result without waiting for the job: the
    // page reads the run it starts and follows it on the new feed's row.
    await sync.send({ id: created.id });
    form.reset();
    setOpen(false);
    router.refresh();
  });

  if (!open) {
    return (
      <Button variant="secondary" onClick={() => setOpen(true)} aria-label={`Import a calendar into ${unitLabel}`}>
        Import a calendar
      </Button>
    );
  }
  return (
    <form
      onSubmit={(event) => void submit(event)}
      aria-label={`Import a calendar into ${unitLabel}`}
      className="grid gap-3 rounded-xl border border-line p-3 sm:grid-cols-3"
      noValidate
    >
      <Field label="Name" {...form.register("name")} placeholder="Airbnb" maxLength={100} error={errorOf("name")} />
      <Field
        label="Calendar address (iCal)"
        {...form.register("url")}
        type="url"
        inputMode="url"
        placeholder="https://…/calendar.ics"
        className="sm:col-span-2"
        error={errorOf("url")}
        hint="The other site's export link, usually ending in .ics"
      />
      <div className="flex gap-2 sm:col-span-3">
        <Button type="submit" busy={busy || sync.busy}>
          Import and sync
        </Button>
        <Button variant="secondary" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
      {formError && (
        <div className="sm:col-span-3">
          <FormMessage>{formError}</FormMessage>
        </div>
      )}
    </form>
  );
}

function Conflicts({ conflicts, unitName }: { conflicts: ChannelConflictView[]; unitName: string }) {
  return (
    <div
      role="region"
      aria-label={`Conflicts of ${unitName}`}
      className="mt-4 rounded-xl border border-red-200 bg-red-50 p-3"
    >
      <h3 className="text-sm font-semibold text-red-900">
        {plural(conflicts.length, { one: "conflict", other: "conflicts" })}: nights sold on two sites
      </h3>
      <p className="text-xs text-red-900">
        Our booking stays. Cancel one of the two stays with its guest, then mark the conflict resolved.
      </p>
      <ul className="mt-2 space-y-2">
        {conflicts.map((conflict) => (
          <ConflictRow key={conflict.id} conflict={conflict} />
        ))}
      </ul>
    </div>
  );
}

/** The note typed when marking a conflict resolved, checked by `resolveChannelConflict`'s own schema. */
function resolutionSchema(conflictId: string) {
  return formSchema(
    z.object({ resolution: z.string() }),
    (values) => ({ id: conflictId, resolution: values.resolution }),
    resolveChannelConflictInput,
  );
}

function ConflictRow({ conflict }: { conflict: ChannelConflictView }) {
  const router = useRouter();
  const schema = useMemo(() => resolutionSchema(conflict.id), [conflict.id]);
  const { form, submitWith, errorOf, formError } = useFunctionForm<{ resolution: string }, unknown, { id: string }>({
    name: "resolveChannelConflict",
    schema,
    defaultValues: { resolution: "" },
  });

  /** Sends the note; false keeps the dialog open with the message (the schema's, or the answer's). */
  async function resolve(): Promise<boolean> {
    let resolved = false;
    await submitWith(() => {
      resolved = true;
      router.refresh();
    })();
    return resolved;
  }

  return (
    <li className="rounded-lg bg-white p-2 text-sm">
      <p>
        <strong>{conflict.feedName}</strong>: “{conflict.eventSummary || "Not available"}”{" "}
        {nights(conflict.startsOn, conflict.endsOn)} overlaps booking <strong>{conflict.bookingReference}</strong> (
        {conflict.guestName}, {nights(conflict.checkIn, conflict.checkOut)}, {conflict.bookingStatus.replace("_", " ")})
        {!conflict.current && <span className="text-muted"> · no longer in the feed</span>}
      </p>
      <ConfirmDialog
        trigger={
          <Button
            variant="secondary"
            className="mt-1"
            aria-label={`Mark the conflict with ${conflict.bookingReference} resolved`}
          >
            Mark resolved
          </Button>
        }
        title={`Is the conflict with ${conflict.bookingReference} resolved?`}
        description="Say so once one of the two stays is cancelled with its guest. It leaves the list."
        confirmLabel="Yes, it is resolved"
        cancelLabel="Not yet"
        onConfirm={resolve}
        error={formError}
      >
        <Field
          label="How it was resolved (optional)"
          {...form.register("resolution")}
          placeholder="Cancelled the Airbnb stay with the guest"
          error={errorOf("resolution")}
        />
      </ConfirmDialog>
    </li>
  );
}
