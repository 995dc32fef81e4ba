import Link from "next/link";

/** What a dashboard address that names nothing shows, inside the dashboard frame. */
export function DashboardNotFound() {
  return (
    <div className="mx-auto max-w-lg py-16 text-center">
      <p className="text-sm font-semibold text-brand-600">404</p>
      <h1 className="mt-2 text-2xl font-semibold">This page isn’t here</h1>
      <p className="mt-3 text-muted">
        It may not be open yet, or the link may be wrong. Your menu lists the pages you can use.
      </p>
      <Link
        href="/dashboard"
        className="mt-6 inline-block rounded-lg bg-brand-600 px-5 py-2.5 font-medium text-white hover:bg-brand-700"
      >
        Go to my dashboard
      </Link>
    </div>
  );
}
