import { PageFrame } from "@/components/shell/page-frame";
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

interface SettingRow {
  key: string;
  label: string;
  value: string;
  defaultValue: string;
}

/** Each editable setting of a document, in words, beside the code's default. */
function settingRows(document: BusinessSettingsDocument): SettingRow[] {
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
      label: `${tax.label} (${COUNTRIES[tax.country].name})`,
      value: stayTaxWords(tax),
      defaultValue: code ? stayTaxWords(code) : "None",
    });
  }
  return rows;
}

/** A stay tax in words: "Tourism tax, MYR 10.00 a room night, citizens and permanent residents exempt". */
function stayTaxWords(tax: StayTaxRule): string {
  if (!tax.enabled) return `${tax.label}: not charged`;
  const amount =
    tax.kind === "per_room_night"
      ? `${formatMoney({ amountMinor: tax.amountMinorPerRoomNight, currency: tax.currency }, "en", { exact: true })} a room night`
      : `${tax.basisPoints / 100}% of room revenue`;
  return `${tax.label}, ${amount}${tax.exempt === "citizens_and_permanent_residents" ? ", citizens and permanent residents exempt" : ""}`;
}

const SETTING_COLUMNS: DataColumn<SettingRow>[] = [
  { id: "setting", header: "Setting", rowHeader: true, value: (row) => row.label },
  { id: "value", header: "In force", className: "tabular-nums", value: (row) => row.value },
  { id: "default", header: "Default", className: "tabular-nums text-muted", value: (row) => row.defaultValue },
];

const LABELS: Record<string, string> = Object.fromEntries([
  ...EDITABLE_SETTINGS.map(({ key, label }) => [key, label]),
  ["stayTaxes", "Stay taxes"],
]);

/** What a version changed, in words: "Guest service fee: 5% → 7%". */
function changeWords(version: SettingsVersionEntry): string {
  const keys = Object.keys(version.changes);
  if (keys.length === 0) return "No change";
  return keys
    .map((key) => {
      const { from, to } = version.changes[key]!;
      if (key === "stayTaxes") return `${LABELS[key]}: ${(to as StayTaxRule[]).map(stayTaxWords).join(", ") || "none"}`;
      const setting = key as EditableSetting;
      return `${LABELS[key] ?? key}: ${settingInWords(setting, from as number)} → ${settingInWords(setting, to as number)}`;
    })
    .join("; ");
}

const STATE_WORDS: Record<SettingsVersionEntry["state"], { label: string; tone: BadgeTone }> = {
  scheduled: { label: "Scheduled", tone: "info" },
  in_force: { label: "In force", tone: "success" },
  past: { label: "Replaced", tone: "neutral" },
};

const VERSION_COLUMNS: DataColumn<SettingsVersionEntry>[] = [
  { id: "version", header: "Version", rowHeader: true, value: (row) => String(row.id) },
  { id: "from", header: "In force from", className: "whitespace-nowrap", value: (row) => when(row.effectiveFrom) },
  {
    id: "state",
    header: "State",
    cell: (row) => <Badge tone={STATE_WORDS[row.state].tone}>{STATE_WORDS[row.state].label}</Badge>,
  },
  { id: "changes", header: "What changed", value: (row) => changeWords(row) },
  { id: "reason", header: "Why", value: (row) => row.reason },
  {
    id: "by",
    header: "Saved by",
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
  return (
    <PageFrame page="businessSettings">
      <p className="max-w-3xl text-sm text-muted">
        The fees, commissions, taxes, partner rates, holds and limits every quote and booking uses.{" "}
        {inForce.versionId === null
          ? "No change has been saved: the defaults are in force."
          : `Version ${inForce.versionId} is in force since ${when(inForce.effectiveFrom!)}.`}
      </p>
      <DataTable
        label="Settings in force"
        columns={SETTING_COLUMNS}
        rows={settingRows(current)}
        rowKey={(row) => row.key}
        rowProps={(row) => ({ "data-testid": `setting-${row.key}` })}
        empty={{ title: "No settings" }}
      />
      {scheduled.length > 0 && (
        <DataTable
          label="Scheduled changes"
          columns={VERSION_COLUMNS}
          rows={scheduled}
          rowKey={(row) => String(row.id)}
          empty={{ title: "No change is scheduled." }}
          minWidth="min-w-[48rem]"
        />
      )}
      <BusinessSettingsForm current={current} today={todayIn(HEAD_OFFICE_TIME_ZONE, now)} />
      <DataTable
        label="History of the settings"
        columns={VERSION_COLUMNS}
        rows={versions}
        rowKey={(row) => String(row.id)}
        rowProps={(row) => ({ "data-testid": `version-${row.id}` })}
        empty={{ title: "No change yet", description: "The defaults have been in force since the start." }}
        minWidth="min-w-[48rem]"
      />
    </PageFrame>
  );
}
