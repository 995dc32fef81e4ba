import { getTranslations } from "next-intl/server";

/**
 * The built-in test payment gateway's own pages (3-D Secure style confirmation). They stand apart from the
 * site on purpose, as a bank's page would, and say plainly that no real money moves.
 */
export default async function GatewayLayout({ children }: { children: React.ReactNode }) {
  const t = await getTranslations("checkout");
  return (
    <div className="flex min-h-dvh flex-col items-center bg-slate-100 px-4 py-10 text-slate-900">
      <p
        className="mb-4 rounded-full bg-amber-300 px-4 py-1 text-xs font-semibold uppercase tracking-wide text-amber-950"
        data-testid="test-gateway-banner"
      >
        {t("gateway.banner")}
      </p>
      <main
        id="main"
        className="w-full max-w-md rounded-xl border-2 border-dashed border-slate-400 bg-white p-6 shadow-sm"
      >
        <p className="mb-4 text-sm font-semibold text-indigo-800">{t("gateway.bank")}</p>
        {children}
      </main>
      <p className="mt-4 max-w-md text-center text-xs text-slate-500">{t("gateway.note")}</p>
    </div>
  );
}
