"use client";

import { useCallback, useEffect, useState, type FormEvent } from "react";
import { Badge } from "@/components/ui/badge";
import { Button, Spinner } from "@/components/ui/button";
import { useConfirm } from "@/components/ui/confirm-dialog";
import { DataTable } from "@/components/ui/data-table";
import { FormMessage } from "@/components/ui/field";
import { callFunction, FunctionsError } from "@/lib/functions/client";
import { EmailVerification } from "./email-verification";
import { EmptyState } from "@/components/ui/empty-state";
import { HEAD_OFFICE_TIME_ZONE } from "@/lib/dates";
import { formatDateTime } from "@/lib/format";

interface UserRow {
  email: string;
  name: string;
  emailVerified: boolean;
  enabled: boolean | null;
  operationsUser: boolean | null;
  isOperator: boolean | null;
  isHost: boolean | null;
  specialType: string | null;
  /** SPEC.md §3 {product}UserId: the person's AirAsia member ID, which they keep on their profile. */
  partnerMemberId: string | null;
  hasProfile: boolean;
  organisationId: string | null;
  organisationName: string | null;
  organisationKind: string | null;
  organisationEnabled: boolean | null;
}

interface AuditEntry {
  at: string;
  actorEmail: string | null;
  action: string;
  changes: Record<string, { from: unknown; to: unknown }> | null;
}

const SPECIAL_TYPES = ["", "accountant", "investor", "microInvestor", "insurance", "special"] as const;
const FLAGS = [
  { field: "operationsUser", label: "Operations user" },
  { field: "isOperator", label: "Operator" },
  { field: "isHost", label: "Host" },
] as const;

/** /dashboard/users: staff find people and organisations, and change what they may do, with a trail. */
export function UsersAdmin({ staffEmail }: { staffEmail: string }) {
  const [query, setQuery] = useState("");
  const [rows, setRows] = useState<UserRow[]>([]);
  const [next, setNext] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [selected, setSelected] = useState<UserRow | null>(null);

  const load = useCallback(async (search: string, after?: string) => {
    setLoading(true);
    setError(null);
    try {
      const page = await callFunction<{ users: UserRow[]; next: string | null }>("searchUsers", {
        query: search || undefined,
        after,
      });
      setRows((current) => (after ? [...current, ...page.users] : page.users));
      setNext(page.next);
    } catch (caught) {
      setError(caught instanceof FunctionsError ? caught.message : "Could not load the users.");
    } finally {
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    callFunction<{ users: UserRow[]; next: string | null }>("searchUsers", {})
      .then((page) => {
        setRows(page.users);
        setNext(page.next);
      })
      .catch((caught: unknown) =>
        setError(caught instanceof FunctionsError ? caught.message : "Could not load the users."),
      )
      .finally(() => setLoading(false));
  }, []);

  const replaceRow = (row: UserRow) => {
    setRows((current) => current.map((item) => (item.email === row.email ? row : item)));
    setSelected(row);
  };

  return (
    <div className="grid gap-6 xl:grid-cols-[1fr_24rem]">
      <div className="space-y-4">
        <form
          role="search"
          className="flex gap-2"
          onSubmit={(event: FormEvent) => {
            event.preventDefault();
            void load(query);
          }}
        >
          <label htmlFor="user-search" className="sr-only">
            Find users by email, name or organisation
          </label>
          <input
            id="user-search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="Email, name or organisation"
            className="w-full max-w-md rounded-lg border border-line bg-white px-3 py-2 text-sm"
          />
          <Button type="submit" variant="secondary">
            Search
          </Button>
        </form>
        {error && <FormMessage>{error}</FormMessage>}
        <DataTable
          label="Users"
          columns={[
            {
              id: "email",
              header: "Email",
              cell: (row) => (
                <>
                  <button
                    type="button"
                    className="text-left font-medium text-brand-700 underline-offset-2 hover:underline"
                    onClick={() => setSelected(row)}
                  >
                    {row.email}
                  </button>
                  <div className="text-xs text-muted">{row.name}</div>
                </>
              ),
            },
            { id: "organisation", header: "Organisation", value: (row) => row.organisationName ?? "—" },
            { id: "role", header: "Role", value: (row) => roleSummary(row) },
            { id: "status", header: "Status", cell: (row) => <StatusBadge row={row} /> },
          ]}
          rows={rows}
          rowKey={(row) => row.email}
          rowProps={() => ({ className: "hover:bg-brand-50/50" })}
          empty={loading ? null : { title: `No one matches “${query}”.` }}
        />
        <div className="flex items-center gap-3">
          {loading && <Spinner label="Loading users" />}
          {next && !loading && (
            <Button variant="secondary" onClick={() => void load(query, next)}>
              Show more
            </Button>
          )}
        </div>
      </div>
      {selected && (
        <UserPanel
          key={selected.email}
          row={selected}
          staffEmail={staffEmail}
          onChange={replaceRow}
          onClose={() => setSelected(null)}
        />
      )}
    </div>
  );
}

function roleSummary(row: UserRow): string {
  if (!row.hasProfile) return "No profile";
  const parts = [
    row.operationsUser && "Operations",
    row.isOperator && "Operator",
    row.isHost && "Host",
    row.specialType,
    row.organisationKind === "property_owner" && !row.isOperator && "Owner",
    row.organisationKind === "airline" && "Airline",
  ].filter(Boolean);
  return parts.length ? parts.join(", ") : "Guest";
}

function StatusBadge({ row }: { row: UserRow }) {
  const disabled = row.enabled === false || row.organisationEnabled === false;
  const label = !row.emailVerified
    ? "Unverified"
    : disabled
      ? row.enabled === false
        ? "Disabled"
        : "Organisation disabled"
      : "Active";
  return <Badge tone={disabled ? "danger" : row.emailVerified ? "brand" : "warning"}>{label}</Badge>;
}

function UserPanel({
  row,
  staffEmail,
  onChange,
  onClose,
}: {
  row: UserRow;
  staffEmail: string;
  onChange: (row: UserRow) => void;
  onClose: () => void;
}) {
  const [busy, setBusy] = useState<string | null>(null);
  const [message, setMessage] = useState<{ tone: "error" | "success"; text: string } | null>(null);
  const [trail, setTrail] = useState<AuditEntry[] | null>(null);
  const { confirm, dialog: confirmDialog } = useConfirm();

  const loadTrail = useCallback(
    () =>
      callFunction<AuditEntry[]>("getAuditTrail", { entity: `user:${row.email}` })
        .then(setTrail)
        .catch(() => setTrail([])),
    [row.email],
  );

  useEffect(() => {
    void loadTrail();
  }, [loadTrail]);

  async function apply(label: string, change: Partial<UserRow>) {
    setBusy(label);
    setMessage(null);
    try {
      await callFunction("setUserAccess", { email: row.email, ...change });
      onChange({ ...row, ...change });
      setMessage({ tone: "success", text: `${label}: saved.` });
      void loadTrail();
    } catch (caught) {
      setMessage({
        tone: "error",
        text: caught instanceof FunctionsError ? caught.message : "Could not save the change.",
      });
    } finally {
      setBusy(null);
    }
  }

  async function askOrganisationEnabled(enabled: boolean) {
    if (!row.organisationId) return;
    const yes = await confirm(
      enabled
        ? { title: `Enable ${row.organisationName} again?`, confirmLabel: "Enable organisation" }
        : {
            title: `Disable ${row.organisationName}?`,
            description: "All its users are signed out of their dashboards at once.",
            confirmLabel: "Disable organisation",
            tone: "danger",
          },
    );
    if (!yes) return;
    setBusy("organisation");
    setMessage(null);
    try {
      await callFunction("setOrganisationEnabled", { organisationId: row.organisationId, enabled });
      onChange({ ...row, organisationEnabled: enabled });
      setMessage({ tone: "success", text: `${row.organisationName} is ${enabled ? "enabled" : "disabled"}.` });
    } catch (caught) {
      setMessage({
        tone: "error",
        text: caught instanceof FunctionsError ? caught.message : "Could not save the change.",
      });
    } finally {
      setBusy(null);
    }
  }

  return (
    <aside aria-label={`User ${row.email}`} className="space-y-5 rounded-2xl border border-line bg-white p-5">
      <div className="flex items-start justify-between gap-3">
        <div>
          <h2 className="font-semibold">{row.name}</h2>
          <p className="text-sm text-muted">{row.email}</p>
        </div>
        <button
          type="button"
          onClick={onClose}
          className="rounded-lg px-2 py-1 text-sm text-muted hover:bg-brand-50"
          aria-label="Close"
        >
          ✕
        </button>
      </div>
      {message && <FormMessage tone={message.tone}>{message.text}</FormMessage>}
      {!row.emailVerified && (
        <EmailVerification
          email={row.email}
          onChanged={(verified) => {
            // Once verified, this section goes away: the panel says so in its own message.
            if (verified) {
              setMessage({ tone: "success", text: "The address is verified." });
              onChange({ ...row, emailVerified: true });
            }
            void loadTrail();
          }}
        />
      )}
      {row.hasProfile && (
        <p className="text-sm">
          <span className="text-muted">AirAsia member ID:</span>{" "}
          <span className="font-mono" data-testid="partner-member-id">
            {row.partnerMemberId ?? "none"}
          </span>
        </p>
      )}
      {!row.hasProfile ? (
        <p className="text-sm text-muted">This account has no profile yet.</p>
      ) : (
        <fieldset className="space-y-3" disabled={busy !== null}>
          <legend className="text-sm font-semibold">Access</legend>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={row.enabled !== false}
              disabled={row.email === staffEmail}
              onChange={(event) =>
                void apply(event.target.checked ? "Enabled" : "Disabled", { enabled: event.target.checked })
              }
            />
            Enabled{" "}
            {row.email === staffEmail && <span className="text-xs text-muted">(you cannot disable yourself)</span>}
          </label>
          {FLAGS.map(({ field, label }) => (
            <label key={field} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={row[field] === true}
                onChange={(event) => void apply(label, { [field]: event.target.checked })}
              />
              {label}
            </label>
          ))}
          <label className="block text-sm">
            <span className="mb-1 block">Special type</span>
            <select
              value={row.specialType ?? ""}
              onChange={(event) => void apply("Special type", { specialType: event.target.value || null })}
              className="w-full rounded-lg border border-line bg-white px-3 py-2"
            >
              {SPECIAL_TYPES.map((type) => (
                <option key={type} value={type}>
                  {type || "None"}
                </option>
              ))}
            </select>
          </label>
        </fieldset>
      )}
      {row.organisationId && (
        <div className="space-y-2 border-t border-line pt-4">
          <h3 className="text-sm font-semibold">Organisation</h3>
          <p className="text-sm">
            {row.organisationName} · {row.organisationEnabled ? "enabled" : "disabled"}
          </p>
          <Button
            variant="secondary"
            busy={busy === "organisation"}
            onClick={() => void askOrganisationEnabled(!row.organisationEnabled)}
          >
            {row.organisationEnabled ? "Disable organisation…" : "Enable organisation…"}
          </Button>
          {confirmDialog}
        </div>
      )}
      <div className="space-y-2 border-t border-line pt-4">
        <h3 className="text-sm font-semibold">History</h3>
        {trail === null ? (
          <Spinner label="Loading history" />
        ) : trail.length === 0 ? (
          <EmptyState size="inline" title="No changes recorded." />
        ) : (
          <ol className="space-y-2 text-sm">
            {trail.map((entry, index) => (
              <li key={index}>
                <time className="text-xs text-muted">{formatDateTime(entry.at, "en", HEAD_OFFICE_TIME_ZONE)}</time>
                <div>
                  {entry.actorEmail ?? "someone"}:{" "}
                  {Object.entries(entry.changes ?? {})
                    .map(([field, change]) => `${field} ${String(change.from)} → ${String(change.to)}`)
                    .join(", ") || entry.action}
                </div>
              </li>
            ))}
          </ol>
        )}
      </div>
    </aside>
  );
}
