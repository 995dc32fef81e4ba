import { getTranslations } from "next-intl/server";
import { PageFrame } from "@/components/shell/page-frame";
import { ClientMessages } from "@/i18n/client-messages";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { DataTable, type DataColumn } from "@/components/ui/data-table";
import { listSettingsVersions, settingsInForce, type SettingsVersionEntry } from "@/domains/platform";
import { BusinessSettingsForm } from "@/domains/platform/components/business-settings-form";
import { BUSINESS_SETTINGS, type StayTaxRule } from "@/domains/platform/settings";
import { COUNTRIES } from "@/lib/countries";
import {
  documentOf,
  EDITABLE_SETTINGS,
  settingInWords,
  type BusinessSettingsDocument,
  type EditableSetting,
} from "@/domains/platform/settings-document";
import { requireDashboardPage } from "@/server/access/current";
import { db } from "@/server/db";
import { HEAD_OFFICE_TIME_ZONE, todayIn } from "@/lib/dates";
import { formatDateTime, formatMoney } from "@/lib/format";

const when = (at: Date) => formatDateTime(at, "en", HEAD_OFFICE_TIME_ZONE, { zoneName: false });

type Words = Awaited<ReturnType<typeof getTranslations<"dashboardPlatform.settings">>>;

interface SettingRow {
  key: string;
  label: string;
  value: string;
  defaultValue: string;
}

/** Each editable setting of a document, in words, beside the code's default. */
function settingRows(t: Words, document: BusinessSettingsDocument): SettingRow[] {
  const defaults = documentOf(BUSINESS_SETTINGS);
  const rows: SettingRow[] = EDITABLE_SETTINGS.map(({ key, label }) => ({
    key,
    label,
    value: settingInWords(key, document[key]),
    defaultValue: settingInWords(key, defaults[key]),
  }));
  // Stay taxes are rows staff add and remove: each in force is listed, with the code's rule beside it when it has one.
  for (const [index, tax] of document.stayTaxes.entries()) {
    const code = BUSINESS_SETTINGS.stayTaxes.find((rule) => rule.country === tax.country && rule.label === tax.label);
    rows.push({
      key: `tax-${index}`,
      label: t("taxRow", { label: tax.label, country: COUNTRIES[tax.country].name }),
      value: stayTaxWords(t, tax),
      defaultValue: code ? stayTaxWords(t, code) : t("none"),
    });
  }
  return rows;
}

/** A stay tax in words: "Tourism tax, MYR 10.00 a room night, citizens and permanent residents exempt". */
function stayTaxWords(t: Words, tax: StayTaxRule): string {
  if (!tax.enabled) return t("taxOff", { label: tax.label });
  const amount =
    tax.kind === "per_room_night"
      ? t("taxPerNight", {
          amount: formatMoney({ amountMinor: tax.amountMinorPerRoomNight, currency: tax.currency }, "en", {
            exact: true,
          }),
        })
      : t("taxPercent", { percent: String(tax.basisPoints / 100) });
  return tax.exempt === "citizens_and_permanent_residents"
    ? t("taxWordsExempt", { label: tax.label, amount })
    : t("taxWords", { label: tax.label, amount });
}

const settingColumns = (t: Words): DataColumn<SettingRow>[] => [
  { id: "setting", header: t("columns.setting"), rowHeader: true, value: (row) => row.label },
  { id: "value", header: t("columns.value"), className: "tabular-nums", value: (row) => row.value },
  {
    id: "default",
    header: t("columns.default"),
    className: "tabular-nums text-muted",
    value: (row) => row.defaultValue,
  },
];

const LABELS: Record<string, string> = Object.fromEntries(EDITABLE_SETTINGS.map(({ key, label }) => [key, label]));

/** What a version changed, in words: "Guest service fee: 5% → 7%". */
function changeWords(t: Words, version: SettingsVersionEntry): string {
  const keys = Object.keys(version.changes);
  if (keys.length === 0) return t("noChange");
  return keys
    .map((key) => {
      const { from, to } = version.changes[key]!;
      if (key === "stayTaxes")
        return `${t("stayTaxes")}: ${(to as StayTaxRule[]).map((tax) => stayTaxWords(t, tax)).join(", ") || t("noneLower")}`;
      const setting = key as EditableSetting;
      return `${LABELS[key] ?? key}: ${settingInWords(setting, from as number)} → ${settingInWords(setting, to as number)}`;
    })
    .join("; ");
}

const STATE_TONES: Record<SettingsVersionEntry["state"], BadgeTone> = {
  scheduled: "info",
  in_force: "success",
  past: "neutral",
};

const versionColumns = (t: Words): DataColumn<SettingsVersionEntry>[] => [
  { id: "version", header: t("columns.version"), rowHeader: true, value: (row) => String(row.id) },
  {
    id: "from",
    header: t("columns.from"),
    className: "whitespace-nowrap",
    value: (row) => when(row.effectiveFrom),
  },
  {
    id: "state",
    header: t("columns.state"),
    cell: (row) => <Badge tone={STATE_TONES[row.state]}>{t(`states.${row.state}`)}</Badge>,
  },
  { id: "changes", header: t("columns.changes"), value: (row) => changeWords(t, row) },
  { id: "reason", header: t("columns.reason"), value: (row) => row.reason },
  {
    id: "by",
    header: t("columns.by"),
    cell: (row) => (
      <>
        {row.createdBy}
        <span className="block text-xs text-muted">{when(row.createdAt)}</span>
      </>
    ),
  },
];

/**
 * Staff read the business settings in force, schedule a change from a day and read every version with who saved
 * it, when and why (More → Others → Business settings). ARCHITECTURE.md "Business settings".
 */
export default async function BusinessSettingsPage() {
  await requireDashboardPage("businessSettings");
  const now = new Date();
  const [inForce, versions] = await Promise.all([settingsInForce(db(), now), listSettingsVersions(db(), now)]);
  const current = documentOf(inForce.settings);
  const scheduled = versions.filter((version) => version.state === "scheduled");
  const t = await getTranslations("dashboardPlatform.settings");
  return (
    <ClientMessages page="dashboardPlatform">
      <PageFrame page="businessSettings">
        <p className="max-w-3xl text-sm text-muted">
          {t("intro")}{" "}
          {inForce.versionId === null
            ? t("defaultsInForce")
            : t("versionInForce", { id: String(inForce.versionId), since: when(inForce.effectiveFrom!) })}
        </p>
        <DataTable
          label={t("inForceTable")}
          columns={settingColumns(t)}
          rows={settingRows(t, current)}
          rowKey={(row) => row.key}
          rowProps={(row) => ({ "data-testid": `setting-${row.key}` })}
          empty={{ title: t("noSettings") }}
        />
        {scheduled.length > 0 && (
          <DataTable
            label={t("scheduledTable")}
            columns={versionColumns(t)}
            rows={scheduled}
            rowKey={(row) => String(row.id)}
            empty={{ title: t("noneScheduled") }}
            minWidth="min-w-[48rem]"
          />
        )}
        <BusinessSettingsForm current={current} today={todayIn(HEAD_OFFICE_TIME_ZONE, now)} />
        <DataTable
          label={t("history")}
          columns={versionColumns(t)}
          rows={versions}
          rowKey={(row) => String(row.id)}
          rowProps={(row) => ({ "data-testid": `version-${row.id}` })}
          empty={{ title: t("noHistory"), description: t("noHistoryDescription") }}
          minWidth="min-w-[48rem]"
        />
      </PageFrame>
    </ClientMessages>
  );
}
