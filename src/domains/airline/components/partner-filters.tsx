import type { useTranslations } from "next-intl";
import type { FilterFieldSpec } from "@/components/ui/filter-form";
import { PARTNER_BOOKING_STATUSES, type PartnerFilters } from "../queries";

type Words = ReturnType<typeof useTranslations<"dashboardAirline">>;

/** The filter fields both airline pages share: a period and a member ID; the bookings page adds the status. */
export function partnerFilterFields(
  t: Words,
  period: "booked" | "recorded",
  { status = false } = {},
): FilterFieldSpec[] {
  const periodLabel = t(`filters.${period}`);
  return [
    {
      kind: "dateRange",
      from: { name: "from", label: t("filters.from", { period: periodLabel }) },
      to: { name: "to", label: t("filters.to", { period: periodLabel }) },
    },
    {
      kind: "text",
      name: "member",
      label: t("filters.member"),
      placeholder: "AA12345678",
      input: { autoComplete: "off", spellCheck: false },
    },
    ...(status
      ? [
          {
            kind: "select",
            name: "status",
            label: t("filters.status"),
            all: t("filters.allStatuses"),
            options: PARTNER_BOOKING_STATUSES.map((value) => ({ value, label: t(`statuses.${value}`) })),
          } satisfies FilterFieldSpec,
        ]
      : []),
  ];
}

/** The filters as the form's values and the table's links read them (`page` is the table's own). */
export function partnerFilterValues({ page: _page, ...filters }: PartnerFilters): Record<string, string | undefined> {
  return { from: filters.from, to: filters.to, member: filters.member, status: filters.status };
}
