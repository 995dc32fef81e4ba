import Link from "next/link";

export function SiteHeader() {
  return (
    <header className="border-b border-line bg-white/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4">
        <Link href="/" className="text-xl font-semibold tracking-tight text-brand-700">
          Staysia
        </Link>
      </div>
    </header>
  );
}
