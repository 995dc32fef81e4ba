import Link from "next/link";

/** What a guest finds under "Property": how to list a place of their own, instead of an empty page. */
export function BecomeAHost() {
  return (
    <section
      aria-labelledby="become-host-heading"
      className="max-w-2xl rounded-2xl border border-line bg-white p-6 sm:p-8"
    >
      <h2 id="become-host-heading" className="text-xl font-semibold">
        Have a place to rent out?
      </h2>
      <p className="mt-3 text-muted">
        Your account is a guest account: it books stays. To list an apartment, a house, co-living rooms or a day room,
        open a supplier account for yourself or your business. It takes a minute; our team reviews each listing before
        guests see it.
      </p>
      <ol className="mt-4 list-decimal space-y-1 pl-5 text-sm">
        <li>Create a property owner account with your business or owner name.</li>
        <li>Confirm your email, then add your place step by step: details, photos, prices and rules.</li>
        <li>Send it for review. Once approved, it appears in search.</li>
      </ol>
      <Link
        href="/signup/landlord?supplier=propertyOwner"
        className="mt-6 inline-block rounded-lg bg-brand-600 px-5 py-2.5 text-sm font-medium text-white hover:bg-brand-700"
      >
        Become a host
      </Link>
    </section>
  );
}
