import type { FilterFieldSpec } from "@/components/ui/filter-form";
import { partnerStatusWords } from "../columns";
import { PARTNER_BOOKING_STATUSES, type PartnerFilters } from "../queries";

/** The filter fields both airline pages share: a period and a member ID; the bookings page adds the status. */
export function partnerFilterFields(periodLabel: string, { status = false } = {}): FilterFieldSpec[] {
  return [
    {
      kind: "dateRange",
      from: { name: "from", label: `${periodLabel} from` },
      to: { name: "to", label: `${periodLabel} to` },
    },
    {
      kind: "text",
      name: "member",
      label: "Member ID",
      placeholder: "AA12345678",
      input: { autoComplete: "off", spellCheck: false },
    },
    ...(status
      ? [
          {
            kind: "select",
            name: "status",
            label: "Status",
            all: "All statuses",
            options: PARTNER_BOOKING_STATUSES.map((value) => ({ value, label: partnerStatusWords(value) })),
          } satisfies FilterFieldSpec,
        ]
      : []),
  ];
}

/** The filters as the form's values and the table's links read them (`page` is the table's own). */
export function partnerFilterValues({ page: _page, ...filters }: PartnerFilters): Record<string, string | undefined> {
  return { from: filters.from, to: filters.to, member: filters.member, status: filters.status };
}
