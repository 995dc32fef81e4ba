"use client";

import { useTranslations } from "next-intl";
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
const FLAGS = ["operationsUser", "isOperator", "isHost"] as const;

type Words = ReturnType<typeof useTranslations<"dashboardIdentity.users">>;

/** /dashboard/users: staff find people and organisations, and change what they may do, with a trail. */
export function UsersAdmin({ staffEmail }: { staffEmail: string }) {
  const t = useTranslations("dashboardIdentity.users");
  const [query, setQuery] = useState("");
  const [rows, setRows] = useState<UserRow[]>([]);
  const [next, setNext] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [selected, setSelected] = useState<UserRow | null>(null);

  const load = useCallback(
    async (search: string, after?: string) => {
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
        setError(caught instanceof FunctionsError ? caught.message : t("loadFailed"));
      } finally {
        setLoading(false);
      }
    },
    [t],
  );

  useEffect(() => {
    callFunction<{ users: UserRow[]; next: string | null }>("searchUsers", {})
      .then((page) => {
        setRows(page.users);
        setNext(page.next);
      })
      .catch((caught: unknown) => setError(caught instanceof FunctionsError ? caught.message : t("loadFailed")))
      .finally(() => setLoading(false));
  }, [t]);

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
            {t("searchLabel")}
          </label>
          <input
            id="user-search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={t("searchPlaceholder")}
            className="w-full max-w-md rounded-lg border border-line bg-white px-3 py-2 text-sm"
          />
          <Button type="submit" variant="secondary">
            {t("search")}
          </Button>
        </form>
        {error && <FormMessage>{error}</FormMessage>}
        <DataTable
          label={t("table")}
          columns={[
            {
              id: "email",
              header: t("columns.email"),
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
            { id: "organisation", header: t("columns.organisation"), value: (row) => row.organisationName ?? "—" },
            { id: "role", header: t("columns.role"), value: (row) => roleSummary(t, row) },
            { id: "status", header: t("columns.status"), cell: (row) => <StatusBadge row={row} /> },
          ]}
          rows={rows}
          rowKey={(row) => row.email}
          rowProps={() => ({ className: "hover:bg-brand-50/50" })}
          empty={loading ? null : { title: t("noMatch", { query }) }}
        />
        <div className="flex items-center gap-3">
          {loading && <Spinner label={t("loadingUsers")} />}
          {next && !loading && (
            <Button variant="secondary" onClick={() => void load(query, next)}>
              {t("more")}
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

function roleSummary(t: Words, row: UserRow): string {
  if (!row.hasProfile) return t("roles.noProfile");
  const parts = [
    row.operationsUser && t("roles.operations"),
    row.isOperator && t("roles.operator"),
    row.isHost && t("roles.host"),
    row.specialType,
    row.organisationKind === "property_owner" && !row.isOperator && t("roles.owner"),
    row.organisationKind === "airline" && t("roles.airline"),
  ].filter(Boolean);
  return parts.length ? parts.join(", ") : t("roles.guest");
}

function StatusBadge({ row }: { row: UserRow }) {
  const t = useTranslations("dashboardIdentity.users.statuses");
  const disabled = row.enabled === false || row.organisationEnabled === false;
  const label = !row.emailVerified
    ? t("unverified")
    : disabled
      ? row.enabled === false
        ? t("disabled")
        : t("organisationDisabled")
      : t("active");
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
  const t = useTranslations("dashboardIdentity.users.panel");
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
      setMessage({ tone: "success", text: t("saved", { label }) });
      void loadTrail();
    } catch (caught) {
      setMessage({
        tone: "error",
        text: caught instanceof FunctionsError ? caught.message : t("saveFailed"),
      });
    } finally {
      setBusy(null);
    }
  }

  async function askOrganisationEnabled(enabled: boolean) {
    if (!row.organisationId) return;
    const yes = await confirm(
      enabled
        ? { title: t("enableTitle", { name: row.organisationName ?? "" }), confirmLabel: t("enableConfirm") }
        : {
            title: t("disableTitle", { name: row.organisationName ?? "" }),
            description: t("disableDescription"),
            confirmLabel: t("disableConfirm"),
            tone: "danger",
          },
    );
    if (!yes) return;
    setBusy("organisation");
    setMessage(null);
    try {
      await callFunction("setOrganisationEnabled", { organisationId: row.organisationId, enabled });
      onChange({ ...row, organisationEnabled: enabled });
      setMessage({
        tone: "success",
        text: t("organisationNow", { name: row.organisationName ?? "", enabled: String(enabled) }),
      });
    } catch (caught) {
      setMessage({
        tone: "error",
        text: caught instanceof FunctionsError ? caught.message : t("saveFailed"),
      });
    } finally {
      setBusy(null);
    }
  }

  return (
    <aside
      aria-label={t("label", { email: row.email })}
      className="space-y-5 rounded-2xl border border-line bg-white p-5"
    >
      <div className="flex items-start justify-between gap-3">
        <div>
          <h2 className="font-semibold">{row.name}</h2>
          <p className="text-sm text-muted">{row.email}</p>
        </div>
        <button
          type="button"
          onClick={onClose}
          className="rounded-lg px-2 py-1 text-sm text-muted hover:bg-brand-50"
          aria-label={t("close")}
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
              setMessage({ tone: "success", text: t("verified") });
              onChange({ ...row, emailVerified: true });
            }
            void loadTrail();
          }}
        />
      )}
      {row.hasProfile && (
        <p className="text-sm">
          <span className="text-muted">{t("memberId")}</span>{" "}
          <span className="font-mono" data-testid="partner-member-id">
            {row.partnerMemberId ?? t("none")}
          </span>
        </p>
      )}
      {!row.hasProfile ? (
        <p className="text-sm text-muted">{t("noProfile")}</p>
      ) : (
        <fieldset className="space-y-3" disabled={busy !== null}>
          <legend className="text-sm font-semibold">{t("access")}</legend>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={row.enabled !== false}
              disabled={row.email === staffEmail}
              onChange={(event) =>
                void apply(event.target.checked ? t("enabled") : t("disabled"), { enabled: event.target.checked })
              }
            />
            {t("enabled")} {row.email === staffEmail && <span className="text-xs text-muted">{t("notYourself")}</span>}
          </label>
          {FLAGS.map((field) => (
            <label key={field} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={row[field] === true}
                onChange={(event) => void apply(t(`flags.${field}`), { [field]: event.target.checked })}
              />
              {t(`flags.${field}`)}
            </label>
          ))}
          <label className="block text-sm">
            <span className="mb-1 block">{t("specialType")}</span>
            <select
              value={row.specialType ?? ""}
              onChange={(event) => void apply(t("specialType"), { specialType: event.target.value || null })}
              className="w-full rounded-lg border border-line bg-white px-3 py-2"
            >
              {SPECIAL_TYPES.map((type) => (
                <option key={type} value={type}>
                  {type || t("noSpecialType")}
                </option>
              ))}
            </select>
          </label>
        </fieldset>
      )}
      {row.organisationId && (
        <div className="space-y-2 border-t border-line pt-4">
          <h3 className="text-sm font-semibold">{t("organisation")}</h3>
          <p className="text-sm">
            {row.organisationName} · {row.organisationEnabled ? t("isEnabled") : t("isDisabled")}
          </p>
          <Button
            variant="secondary"
            busy={busy === "organisation"}
            onClick={() => void askOrganisationEnabled(!row.organisationEnabled)}
          >
            {row.organisationEnabled ? t("disableOrganisation") : t("enableOrganisation")}
          </Button>
          {confirmDialog}
        </div>
      )}
      <div className="space-y-2 border-t border-line pt-4">
        <h3 className="text-sm font-semibold">{t("history")}</h3>
        {trail === null ? (
          <Spinner label={t("loadingHistory")} />
        ) : trail.length === 0 ? (
          <EmptyState size="inline" title={t("noChanges")} />
        ) : (
          <ol className="space-y-2 text-sm">
            {trail.map((entry, index) => (
              <li key={index}>
                <time className="text-xs text-muted">{formatDateTime(entry.at, "en", HEAD_OFFICE_TIME_ZONE)}</time>
                <div>
                  {entry.actorEmail ?? t("someone")}:{" "}
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
