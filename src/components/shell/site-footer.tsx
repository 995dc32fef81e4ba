/** SPEC.md §9: the copyright year is 2025. */
export const COPYRIGHT_YEAR = 2025;

export function SiteFooter() {
  return (
    <footer className="mt-16 border-t border-line bg-white">
      <div className="mx-auto max-w-6xl px-4 py-8 text-sm text-muted">
        © {COPYRIGHT_YEAR} Staysia. Stays across Malaysia, the Philippines, Indonesia and Thailand.
      </div>
    </footer>
  );
}
