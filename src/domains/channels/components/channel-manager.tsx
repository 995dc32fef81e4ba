"use client";

import { useTranslations } from "next-intl";
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
import { useCheckedCall } from "./use-checked-call";
import { formatDateTime } from "@/lib/format";

const card = "rounded-2xl border border-line bg-white p-4 sm:p-5";
const SUBHEADING = "h2";

type ChannelWords = ReturnType<typeof useTranslations<"dashboardChannels">>;

function when(t: ChannelWords, iso: string | null): string {
  if (!iso) return t("never");
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
  const t = useTranslations("dashboardChannels");
  if (units.length === 0) {
    return <EmptyState heading={SUBHEADING} title={t("empty.title")} description={t("empty.description")} />;
  }
  return (
    <div className="space-y-4">
      <p className="text-sm text-muted">{t("intro", { minutes: String(syncMinutes) })}</p>
      {units.map((unit) => (
        <UnitCard key={unit.unitId} unit={unit} origin={origin} syncs={syncs} />
      ))}
    </div>
  );
}

function UnitCard({ unit, origin, syncs }: { unit: ChannelUnitView; origin: string; syncs: Record<string, RunView> }) {
  const t = useTranslations("dashboardChannels");
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={card} data-unit-id={unit.unitId}>
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold">
          {unit.propertyTitle} · {unit.unitName}
        </h2>
        <p className="text-sm text-muted">
          {unit.city} · {t("datesIn", { timeZone: unit.timeZone })}
        </p>
      </header>
      {unit.conflicts.length > 0 && (
        <Conflicts conflicts={unit.conflicts} unitName={`${unit.propertyTitle} · ${unit.unitName}`} />
      )}
      <ExportLink unit={unit} origin={origin} />
      <div className="mt-4 space-y-3">
        <h3 className="text-sm font-semibold">{t("feeds.heading")}</h3>
        {unit.feeds.length === 0 ? (
          <EmptyState size="inline" title={t("feeds.none")} />
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
  const t = useTranslations("dashboardChannels.export");
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
      <h3 className="text-sm font-semibold">{t("heading")}</h3>
      {url ? (
        <>
          <div className="flex flex-wrap items-center gap-2">
            <label htmlFor={inputId} className="sr-only">
              {t("label", { unit: unitLabel })}
            </label>
            <input
              id={inputId}
              readOnly
              value={url}
              onFocus={(event) => event.currentTarget.select()}
              className="min-w-0 flex-1 rounded-lg border border-line bg-canvas px-3 py-2 font-mono text-xs"
            />
            <Button variant="secondary" onClick={() => void copy()}>
              {t("copy")}
            </Button>
            <ConfirmDialog
              trigger={<Button variant="secondary">{t("renew")}</Button>}
              title={t("renewTitle", { unit: unitLabel })}
              description={t("renewDescription")}
              confirmLabel={t("renewConfirm")}
              cancelLabel={t("keep")}
              onConfirm={() => act("renew")}
              error={renew.formError}
            />
            <ConfirmDialog
              trigger={<Button variant="ghost">{t("revoke")}</Button>}
              title={t("revokeTitle", { unit: unitLabel })}
              description={t("revokeDescription")}
              confirmLabel={t("revokeConfirm")}
              cancelLabel={t("keep")}
              tone="danger"
              onConfirm={() => act("revoke")}
              error={revoke.formError}
            />
          </div>
          {copied && <FormMessage tone="success">{t("copied")}</FormMessage>}
          <p className="text-xs text-muted">{t("private")}</p>
        </>
      ) : (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-sm text-muted">{t("none")}</p>
          <Button variant="secondary" busy={renew.busy} onClick={() => void act("renew")}>
            {t("make")}
          </Button>
        </div>
      )}
      {!url && renew.formError && <FormMessage>{renew.formError}</FormMessage>}
    </div>
  );
}

function FeedRow({ feed, lastSync }: { feed: ChannelFeedView; lastSync: RunView | null }) {
  const t = useTranslations("dashboardChannels");
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
            aria-label={t("feeds.syncLabel", { name: feed.name })}
          >
            {t("feeds.sync")}
          </Button>
          <ConfirmDialog
            trigger={
              <Button variant="ghost" aria-label={t("feeds.removeLabel", { name: feed.name })}>
                {t("feeds.remove")}
              </Button>
            }
            title={t("feeds.removeTitle", { name: feed.name })}
            description={t("feeds.removeDescription")}
            confirmLabel={t("feeds.removeConfirm")}
            cancelLabel={t("feeds.keep")}
            tone="danger"
            onConfirm={removeFeed}
            error={remove.formError}
          />
        </div>
      </div>
      <p className="mt-2 text-sm" data-testid="feed-result">
        {t("feeds.lastSync", { when: when(t, feed.lastSyncedAt) })}{" "}
        {feed.lastStatus === null ? (
          <span className="text-muted">{t("feeds.notSynced")}</span>
        ) : feed.lastStatus === "ok" ? (
          <span className="text-brand-700">
            {t("feeds.imported", { events: feed.lastEventCount ?? 0, nights: feed.blockedNights })}
          </span>
        ) : (
          <span className="text-red-700">{t("feeds.failed", { error: feed.lastError ?? "" })}</span>
        )}
      </p>
      {feed.skippedCount > 0 && <SkippedEvents feed={feed} />}
      {feed.lastStatus === "error" && feed.lastEventCount !== null && (
        <p className="text-xs text-muted">{t("feeds.keptBlocks")}</p>
      )}
      {run && (
        <div className="mt-2">
          <RunStatus run={run} />
        </div>
      )}
      {sync.formError && <FormMessage>{sync.formError}</FormMessage>}
      {feed.events.length > 0 && (
        <details className="mt-2 text-sm">
          <summary className="cursor-pointer text-brand-700">
            {t("feeds.blocks", { count: String(feed.events.length) })}
          </summary>
          <DataTable
            className="mt-2"
            plain
            label={t("feeds.blocksLabel", { name: feed.name })}
            columns={[
              {
                id: "nights",
                header: t("feeds.nights"),
                className: "whitespace-nowrap",
                value: (event) => nights(event.startsOn, event.endsOn),
              },
              { id: "event", header: t("feeds.event"), value: (event) => event.summary || t("notAvailable") },
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
  const t = useTranslations("dashboardChannels.skipped");
  const more = feed.skippedCount - feed.skippedEvents.length;
  return (
    <div role="region" aria-label={t("label", { name: feed.name })} className="mt-2 text-sm">
      <p className="text-amber-800">{t("intro", { count: feed.skippedCount, name: feed.name })}</p>
      <DataTable
        className="mt-1"
        plain
        label={t("label", { name: feed.name })}
        columns={[
          {
            id: "event",
            header: t("event"),
            value: (event) => [event.summary || t("noTitle"), event.uid].filter(Boolean).join(" · "),
          },
          { id: "reason", header: t("why"), value: (event) => event.reason },
        ]}
        rows={feed.skippedEvents}
        rowKey={(event) => `${event.uid}|${event.reason}`}
        empty={null}
        minWidth="min-w-[28rem]"
      />
      {more > 0 && <p className="text-xs text-muted">{t("more", { count: more })}</p>}
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
  const t = useTranslations("dashboardChannels.add");
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
      <Button variant="secondary" onClick={() => setOpen(true)} aria-label={t("label", { unit: unitLabel })}>
        {t("open")}
      </Button>
    );
  }
  return (
    <form
      onSubmit={(event) => void submit(event)}
      aria-label={t("label", { unit: unitLabel })}
      className="grid gap-3 rounded-xl border border-line p-3 sm:grid-cols-3"
      noValidate
    >
      <Field
        label={t("name")}
        {...form.register("name")}
        placeholder={t("namePlaceholder")}
        maxLength={100}
        error={errorOf("name")}
      />
      <Field
        label={t("url")}
        {...form.register("url")}
        type="url"
        inputMode="url"
        placeholder={t("urlPlaceholder")}
        className="sm:col-span-2"
        error={errorOf("url")}
        hint={t("urlHint")}
      />
      <div className="flex gap-2 sm:col-span-3">
        <Button type="submit" busy={busy || sync.busy}>
          {t("submit")}
        </Button>
        <Button variant="secondary" onClick={() => setOpen(false)}>
          {t("cancel")}
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
  const t = useTranslations("dashboardChannels.conflicts");
  return (
    <div
      role="region"
      aria-label={t("label", { unit: unitName })}
      className="mt-4 rounded-xl border border-red-200 bg-red-50 p-3"
    >
      <h3 className="text-sm font-semibold text-red-900">{t("heading", { count: conflicts.length })}</h3>
      <p className="text-xs text-red-900">{t("intro")}</p>
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
  const t = useTranslations("dashboardChannels");
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
        {t.rich("conflicts.row", {
          feed: conflict.feedName,
          summary: conflict.eventSummary || t("notAvailable"),
          nights: nights(conflict.startsOn, conflict.endsOn),
          reference: conflict.bookingReference,
          guest: conflict.guestName,
          stay: nights(conflict.checkIn, conflict.checkOut),
          status: conflict.bookingStatus.replace("_", " "),
          strong: (chunks) => <strong>{chunks}</strong>,
        })}
        {!conflict.current && <span className="text-muted"> · {t("conflicts.gone")}</span>}
      </p>
      <ConfirmDialog
        trigger={
          <Button
            variant="secondary"
            className="mt-1"
            aria-label={t("conflicts.resolveLabel", { reference: conflict.bookingReference })}
          >
            {t("conflicts.resolve")}
          </Button>
        }
        title={t("conflicts.resolveTitle", { reference: conflict.bookingReference })}
        description={t("conflicts.resolveDescription")}
        confirmLabel={t("conflicts.resolveConfirm")}
        cancelLabel={t("conflicts.notYet")}
        onConfirm={resolve}
        error={formError}
      >
        <Field
          label={t("conflicts.resolution")}
          {...form.register("resolution")}
          placeholder={t("conflicts.resolutionPlaceholder")}
          error={errorOf("resolution")}
        />
      </ConfirmDialog>
    </li>
  );
}
