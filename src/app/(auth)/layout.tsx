import Link from "next/link";
import { WhatsAppLink } from "@/components/shell/whatsapp-link";
import { siteSettings } from "@/server/env";
import { getTranslations } from "next-intl/server";
import { ClientMessages } from "@/i18n/client-messages";

export default async function AuthLayout({ children }: { children: React.ReactNode }) {
  const t = await getTranslations("common");
  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-brand-50 to-canvas">
      <header className="mx-auto w-full max-w-6xl px-4 py-5">
        <Link href="/" className="text-xl font-semibold tracking-tight text-brand-700">
          Staysia
        </Link>
      </header>
      <main id="main" className="flex flex-1 items-start justify-center px-4 pb-16 pt-4 sm:pt-10">
        <div className="w-full max-w-md rounded-2xl border border-line bg-white p-6 shadow-sm sm:p-8">
          <ClientMessages page="auth">{children}</ClientMessages>
        </div>
      </main>
      <WhatsAppLink number={siteSettings().WHATSAPP_NUMBER} label={t("whatsApp")} />
    </div>
  );
}
