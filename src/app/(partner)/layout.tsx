import Link from "next/link";

/** SPEC.md §2: the partner page shows the partner's logo with "powered by" our brand, and no main menu. */
export default function PartnerLayout({ children }: { children: React.ReactNode }) {
  return (
    <div className="min-h-dvh bg-white">
      <header className="border-b border-red-100 bg-white">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4">
          <Link href="/airasia" className="flex items-center gap-3" aria-label="AirAsia stays, powered by Staysia">
            <span
              className="rounded-md bg-[#e30613] px-3 py-1 text-lg font-bold italic tracking-tight text-white"
              data-testid="partner-logo"
            >
              airasia
            </span>
            <span className="text-sm text-muted">
              powered by <span className="font-semibold text-brand-700">Staysia</span>
            </span>
          </Link>
        </div>
      </header>
      <main id="main">{children}</main>
      <footer className="mt-16 border-t border-line">
        <p className="mx-auto max-w-6xl px-4 py-6 text-xs text-muted">
          Stays on this page are provided by Staysia Sdn Bhd. Bookings made here with an AirAsia member ID earn AirAsia
          points. © 2025 Staysia.
        </p>
      </footer>
    </div>
  );
}
