import { PageFrame } from "@/components/shell/page-frame";
import { requireDashboardPage } from "@/server/access/current";

/** SPEC.md §2: rentals-and-leases is announced and inert. */
export default async function RentalsAndLeasesPage() {
  await requireDashboardPage("rentals-and-leases");
  return (
    <PageFrame page="rentals-and-leases">
      <p className="max-w-xl text-muted">
        Coming soon: long-term rentals and leases with contracts, deposits and monthly invoicing, in one place.
      </p>
    </PageFrame>
  );
}
