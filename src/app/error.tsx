"use client";

import Link from "next/link";

// Next.js passes only a digest to the browser in production: the stack trace stays in the server's log.
export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <main className="mx-auto flex min-h-dvh max-w-lg flex-col items-center justify-center px-4 text-center">
      <p className="text-sm font-semibold text-brand-600">500</p>
      <h1 className="mt-2 text-3xl font-semibold">Something went wrong on our side</h1>
      <p className="mt-3 text-muted">
        Please try again. If it keeps happening, contact us and quote this reference:{" "}
        <code className="rounded bg-brand-50 px-1">{error.digest ?? "unknown"}</code>
      </p>
      <div className="mt-6 flex gap-3">
        <button
          type="button"
          onClick={reset}
          className="rounded-lg bg-brand-600 px-5 py-2.5 font-medium text-white hover:bg-brand-700"
        >
          Try again
        </button>
        <Link href="/" className="rounded-lg border border-line px-5 py-2.5 font-medium">
          Home page
        </Link>
      </div>
    </main>
  );
}
