import { getTranslations } from "next-intl/server";
import { SiteFooter } from "@/components/shell/site-footer";
import { SiteHeader } from "@/components/shell/site-header";
import { WhatsAppLink } from "@/components/shell/whatsapp-link";
import { siteSettings } from "@/server/env";

export default async function PublicLayout({ children }: { children: React.ReactNode }) {
  const t = await getTranslations("common");
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        {t("skipToContent")}
      </a>
      <SiteHeader />
      {/* No ToastProvider here: no public page shows toasts, and it brought Radix's toast to every one of them
          (docs/PERFORMANCE.md, "Public pages"). A page that comes to show toasts mounts its own. */}
      <main id="main">{children}</main>
      <SiteFooter />
      <WhatsAppLink number={siteSettings().WHATSAPP_NUMBER} label={t("whatsApp")} />
    </>
  );
}
