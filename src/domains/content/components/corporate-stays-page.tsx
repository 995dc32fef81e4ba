import { getLocale, getTranslations } from "next-intl/server";
import { ClientMessages } from "@/i18n/client-messages";
import type { CountryCode } from "@/lib/countries";
import type { Locale } from "@/lib/locales";
import { corporateStays } from "../pages/products";
import { EditableMarketingPage } from "./editable-marketing-page";
import { EnquiryForm } from "./enquiry-form";
import { enquiryFormText } from "./enquiry-form-text";

/** /stay-corp and /corporatestays (and its country variants): the offer and an enquiry form. */
export async function CorporateStaysPage({ country }: { country: CountryCode }) {
  const [t, locale] = await Promise.all([getTranslations("marketing"), getLocale() as Promise<Locale>]);
  return (
    <EditableMarketingPage content={corporateStays(country, locale)} introKey="stay-corp.intro">
      <section className="mx-auto max-w-6xl px-4 py-10" aria-labelledby="corporate-enquiry">
        <div className="max-w-2xl rounded-2xl border border-line bg-white p-6">
          <h2 id="corporate-enquiry" className="text-xl font-semibold">
            {t("corporate.enquiryTitle")}
          </h2>
          <p className="mt-1 text-sm text-muted">{t("corporate.enquiryText")}</p>
          <div className="mt-5">
            {/* The form's hook reads the kit's words (src/i18n/client-namespaces.ts): sent with the form only. */}
            <ClientMessages page="site">
              <EnquiryForm
                source="corporatestays"
                country={country}
                defaultTopic="corporate"
                text={enquiryFormText(locale)}
              />
            </ClientMessages>
          </div>
        </div>
      </section>
    </EditableMarketingPage>
  );
}
