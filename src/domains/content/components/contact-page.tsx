import { getLocale, getTranslations } from "next-intl/server";
import { ClientMessages } from "@/i18n/client-messages";
import type { CountryCode } from "@/lib/countries";
import type { Locale } from "@/lib/locales";
import { EnquiryForm } from "./enquiry-form";
import { enquiryFormText } from "./enquiry-form-text";

// Postal addresses stay as the post office writes them; the opening hours are the catalogue's (contact.hours).
const OFFICES: Record<CountryCode, { city: string; address: string; phone: string }> = {
  malaysia: {
    city: "Kuala Lumpur",
    address: "Level 12, Menara Binjai, 2 Jalan Binjai, 50450 Kuala Lumpur",
    phone: "+60 3-2181 4400",
  },
  philippines: {
    city: "Makati",
    address: "18F Zuellig Building, Makati Avenue, Makati City 1225",
    phone: "+63 2 8812 5500",
  },
  indonesia: {
    city: "Jakarta",
    address: "Menara Astra, Jl. Jend. Sudirman Kav. 5-6, Jakarta 10220",
    phone: "+62 21 5091 8800",
  },
  thailand: {
    city: "Bangkok",
    address: "Park Ventures Ecoplex, 57 Wireless Road, Bangkok 10330",
    phone: "+66 2 108 4400",
  },
};

/** /contact and its country variants: the enquiry form and the local office. */
export async function ContactPage({ country }: { country: CountryCode }) {
  const office = OFFICES[country];
  const [t, locale] = await Promise.all([getTranslations("marketing"), getLocale() as Promise<Locale>]);
  return (
    <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 lg:grid-cols-[2fr_1fr]">
      <div>
        <h1 className="text-3xl font-semibold">{t("contact.title")}</h1>
        <p className="mt-2 text-muted">{t("contact.intro")}</p>
        <div className="mt-8">
          {/* The form's hook reads the kit's words (src/i18n/client-namespaces.ts): sent with the form only. */}
          <ClientMessages page="site">
            <EnquiryForm source="contact" country={country} text={enquiryFormText(locale)} />
          </ClientMessages>
        </div>
      </div>
      <aside className="h-fit rounded-2xl border border-line bg-white p-6 text-sm">
        <h2 className="text-lg font-semibold">
          {t("contact.office", { country: t(`countries.${country}.inSentence`) })}
        </h2>
        <p className="mt-3">{office.address}</p>
        <p className="mt-2">
          <a className="text-brand-700 underline" href={`tel:${office.phone.replace(/[^+\d]/g, "")}`}>
            {office.phone}
          </a>
        </p>
        <p className="mt-2 text-muted">{t("contact.hours")}</p>
      </aside>
    </div>
  );
}
